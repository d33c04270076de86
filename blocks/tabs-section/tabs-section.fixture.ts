import type { TabsSectionProps } from './tabs-section-schema';

export function tabsSectionFixture(overrides: Partial<TabsSectionProps> = {}): TabsSectionProps {
  return {
    title: 'Tickets by enclosure',
    description: 'Compare what each enclosure offers.',
    sourceSystemId: 'feed-tickets-friday-evening',
    theme: 'light',
    royal: false,
    ...overrides,
  };
}
