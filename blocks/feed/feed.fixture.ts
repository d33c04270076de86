import type { FeedProps } from './feed-schema';

export function feedFixture(overrides: Partial<FeedProps> = {}): FeedProps {
  return {
    sourceSystemId: 'feed-news-racing',
    cardType: 'News Cards',
    appearance: 'grid',
    title: 'Racing news',
    description: 'The latest from the track.',
    button: { href: '/news/racing', label: 'All racing news', newTab: false },
    theme: 'light',
    royal: false,
    ...overrides,
  };
}
