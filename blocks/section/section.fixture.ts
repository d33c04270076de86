import type { SectionProps } from './section-schema';

export function sectionFixture(overrides: Partial<SectionProps> = {}): SectionProps {
  return {
    title: 'The Enclosures',
    description: 'Four ways to spend the day.',
    image: undefined,
    sectionId: 'enclosures',
    blocks: [{ id: 'inner-button', contentType: 'BUTTON', title: 'See enclosures', link: '/enclosures' }],
    theme: 'light',
    royal: false,
    ...overrides,
  };
}
