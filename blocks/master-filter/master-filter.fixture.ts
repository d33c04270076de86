import type { MasterFilterProps } from './master-filter-schema';

export function masterFilterFixture(overrides: Partial<MasterFilterProps> = {}): MasterFilterProps {
  return {
    title: 'What’s on',
    description: 'Filter by type of event, season and time of day.',
    filterCategoryId: 'cat-whats-on-filters',
    listCategoryId: 'cat-whats-on',
    cardType: 'Index Cards',
    ...overrides,
  };
}
