import type { FeatureBlockProps } from './feature-block-schema';

export function featureBlockFixture(overrides: Partial<FeatureBlockProps> = {}): FeatureBlockProps {
  return {
    title: 'Queen Anne Enclosure',
    subtitle: 'Open on every raceday',
    description: 'The whole Grandstand, the Parade Ring and the Winners’ Enclosure.',
    image: { src: 'https://img.test/queen-anne.jpg', alt: 'Queen Anne Enclosure' },
    video: undefined,
    button: { href: '/tickets', label: 'Buy tickets', newTab: false },
    mediaPosition: 'left',
    theme: 'light',
    royal: false,
    ...overrides,
  };
}
