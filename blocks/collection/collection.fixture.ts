import type { CollectionProps } from './collection-schema';

export function collectionFixture(overrides: Partial<CollectionProps> = {}): CollectionProps {
  return {
    title: 'Bet types',
    content: 'The basics.',
    theme: 'light',
    items: [
      {
        id: 'win',
        title: 'Win',
        blocks: [{ contentType: 'TEXT', content: '<p>Your horse must finish first.</p>', isHtml: true }],
      },
      {
        id: 'place',
        title: 'Place',
        blocks: [
          { contentType: 'TEXT', content: '<p>Your horse must finish in the places.</p>', isHtml: true },
        ],
      },
      {
        id: 'each-way',
        title: 'Each way',
        blocks: [{ contentType: 'BUTTON', title: 'How to bet', link: '/how-to-bet', openInNewTab: false }],
      },
    ],
    ...overrides,
  };
}
