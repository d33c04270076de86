import type { UsefulLinksProps } from './useful-links-schema';

export function usefulLinksFixture(overrides: Partial<UsefulLinksProps> = {}): UsefulLinksProps {
  return {
    title: 'Useful links',
    rows: [
      {
        link: { href: '/tickets', label: 'Tickets', newTab: false },
        description: 'Every raceday, every enclosure',
      },
      {
        link: { href: 'https://maps.example.com', label: 'Getting here', newTab: true },
        description: undefined,
      },
    ],
    ...overrides,
  };
}
