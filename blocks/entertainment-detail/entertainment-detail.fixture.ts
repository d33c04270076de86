import type { EntertainmentCard, EntertainmentDetailProps } from './entertainment-detail-schema';

export function entertainmentCardsFixture(count: number): EntertainmentCard[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `Highlight ${index + 1}`,
    description: `What happens at highlight ${index + 1}.`,
    backgroundImage: {
      src: `http://localhost/images/highlight-${index + 1}.jpg`,
      alt: `Highlight ${index + 1}`,
    },
    button: index === 0 ? { href: '/tickets', label: 'Book now', newTab: false } : undefined,
  }));
}

export function entertainmentDetailFixture(
  overrides: Partial<EntertainmentDetailProps> = {},
): EntertainmentDetailProps {
  return {
    title: 'Highlights',
    cards: entertainmentCardsFixture(3),
    theme: 'light',
    royal: false,
    ...overrides,
  };
}
