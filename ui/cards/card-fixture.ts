import type { ArticleSummary } from '@/platform/types/article';

/** An ArticleSummary as the platform reshapes it, for card tests; override what a test is about. */
export function summaryFixture(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: '101',
    slug: 'gold-cup-entries',
    singlePage: false,
    title: 'Gold Cup: twenty-two entries remain',
    summary: 'The field for the Gold Cup takes shape.',
    hero: {
      title: 'Gold Cup: twenty-two entries remain',
      summary: 'The field for the Gold Cup takes shape.',
      contentType: 'IMAGE',
      isVideo: false,
      image: 'https://img.test/gold-cup.jpg',
      imageThumbnail: null,
      videoThumbnail: null,
      link: null,
      heroImage: {
        src: 'https://img.test/gold-cup.jpg',
        alt: 'Gold Cup: twenty-two entries remain',
        isFallback: false,
      },
    },
    publishDate: '2026-11-05T10:00:00Z',
    readTimeMinutes: 4,
    kind: 'news',
    event: null,
    eventCard: null,
    venue: null,
    loginRequired: false,
    displayCategory: { id: 'cat-news-racing', text: 'Racing', slug: 'news-racing' },
    categoryIds: ['cat-news-racing', 'cat-news'],
    tags: [],
    sourceSystemId: null,
    linkedIds: [],
    sponsor: null,
    link: { href: '/content/gold-cup-entries', external: false, newTab: false },
    ...overrides,
  };
}
