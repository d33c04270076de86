import type { RelatedContentProps } from './related-content-schema';

export function relatedContentFixture(overrides: Partial<RelatedContentProps> = {}): RelatedContentProps {
  return {
    title: 'More from Royal Kingsmere',
    tags: ['royal-kingsmere'],
    categoryIds: ['cat-news-racing'],
    linkedIds: [{ type: 'HORSE', ids: ['horse-silver-lantern'] }],
    articleIds: [],
    max: 8,
    ...overrides,
  };
}
