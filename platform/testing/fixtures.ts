import 'server-only';

// Upstream JSON as the content service sends it, for the platform's tests.

export const upstreamCategories = [
  { id: 1, slug: 'news', text: 'News', parentId: null },
  { id: 2, slug: 'racing', text: 'Racing', parentId: 1 },
  { id: 3, slug: 'news-community', text: 'Community', parentId: 1 },
  { id: 4, slug: 'racedays', text: 'Racedays', parentId: null },
  { id: 5, slug: 'racedays-summer', text: 'Summer', parentId: 4 },
  { id: 6, slug: 'utility', text: 'Utility', parentId: null },
  { id: 7, slug: 'external', text: 'External', parentId: null },
  { id: 8, slug: 'video', text: 'Video', parentId: null },
];

export const upstreamCategoryTree = [
  {
    id: 1,
    slug: 'news',
    text: 'News',
    children: [
      { id: 2, slug: 'racing', text: 'Racing' },
      { id: 3, slug: 'news-community', text: 'Community' },
    ],
  },
  {
    id: 8,
    slug: 'video',
    text: 'Video',
    children: [{ id: 9, slug: 'video-highlights', text: 'Highlights' }],
  },
];

export function upstreamArticle(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 101,
    slug: 'summer-raceday',
    clientId: 'FURLONG',
    version: 3,
    publishDate: '2025-06-01T10:00:00Z',
    lastModified: { date: '2025-06-02T10:00:00Z' },
    pinned: false,
    singlePage: true,
    heroMedia: {
      title: 'Summer Raceday',
      summary: 'A day at the races',
      content: { contentType: 'IMAGE' },
      image: { url: 'https://img.test/hero.jpg' },
      imageThumbnail: 'https://img.test/thumb.jpg',
    },
    author: 'Press Office',
    readTimeMinutes: 4,
    language: 'en',
    linkedIds: [{ sourceSystem: 'RACES', sourceSystemId: 77, text: 'Race 7' }],
    categories: [{ id: 5, text: 'Summer' }],
    displayCategory: { id: 5, text: 'Summer' },
    source: { sourceSystem: 'CMS' },
    sourceSystemId: 'src-101',
    articleMetadata: { seoTitle: 'Summer' },
    content: [
      { contentType: 'TEXT', id: 'b1', content: 'Hello' },
      { contentType: 'CUSTOM', customContentType: 'eventCard', id: 'b2', customContent: {} },
    ],
    auth: { loginRequired: true, roles: ['fan'], entitlements: [], restrictionType: null },
    blocked: false,
    tags: ['summer', { label: 'family' }],
    sponsors: [{ imageUrl: 'https://img.test/s.png', text: 'Sponsor', linkUrl: 'https://s.test' }],
    ...overrides,
  };
}

export function envelopeOf(data: unknown, extra: Record<string, unknown> = {}) {
  return { status: 'success', data, ...extra };
}

/** Registers the category list every article call reshapes with. */
export function serveCategories(upstream: {
  on: (method: string, path: string, reply: { json: unknown }) => unknown;
}) {
  upstream.on('GET', '/content/v2/categories', { json: envelopeOf(upstreamCategories) });
}
