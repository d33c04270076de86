import 'server-only';
import type { Article, HeroMedia } from '@/platform/types/article';
import type { CategoryRef } from '@/platform/types/category';
import type { SiteIdentity } from './site-identity';

// View-type articles and a site for the SEO tests; each test overrides what it is about.

export const testSite: SiteIdentity = {
  url: 'https://www.kingsmere.test',
  name: 'Kingsmere Park',
  product: 'kingsmere',
  logoUrl: null,
};

export const newsRacing: CategoryRef = { id: 'cat-news-racing', text: 'Racing', slug: 'news-racing' };
export const racedays: CategoryRef = { id: 'cat-racedays', text: 'Racedays', slug: 'racedays' };

export function testHero(overrides: Partial<HeroMedia> = {}): HeroMedia {
  return {
    title: 'Silver Lantern lands the Summer Mile',
    summary: 'Isabel Thorne times it perfectly.',
    contentType: 'IMAGE',
    isVideo: false,
    image: 'https://img.kingsmere.test/hero.jpg',
    imageThumbnail: null,
    videoThumbnail: null,
    link: null,
    heroImage: {
      src: 'https://img.kingsmere.test/hero.jpg',
      alt: 'Silver Lantern lands the Summer Mile',
      isFallback: false,
    },
    ...overrides,
  };
}

export function testArticle(overrides: Partial<Article> = {}): Article {
  const hero = overrides.hero ?? testHero();
  return {
    id: 'a1',
    slug: 'silver-lantern-wins-summer-mile',
    singlePage: false,
    title: hero.title,
    summary: hero.summary,
    hero,
    publishDate: '2031-06-13T10:00:00.000Z',
    readTimeMinutes: 2,
    kind: 'news',
    event: null,
    eventCard: null,
    venue: null,
    loginRequired: false,
    displayCategory: newsRacing,
    categoryIds: ['cat-news-racing', 'cat-news'],
    tags: [],
    sourceSystemId: null,
    linkedIds: [],
    sponsor: null,
    link: { href: '/content/silver-lantern-wins-summer-mile', external: false, newTab: false },
    clientId: 'FURLONG',
    version: '2',
    lastModified: '2031-06-14T09:30:00.000Z',
    pinned: false,
    author: 'Harriet Vale',
    language: 'en',
    categories: [newsRacing, { id: 'cat-news', text: 'News', slug: 'news' }],
    sourceSystem: 'FURLONG_CMS',
    metadata: {},
    blocks: [],
    auth: { loginRequired: false, roles: [], entitlements: [], restrictionType: null },
    blocked: false,
    sponsors: [],
    displayCategoryPath: 'news/racing',
    isUtility: false,
    ...overrides,
  };
}

/** A race day with its event card, as the pack writes it. */
export function testRaceday(card: Record<string, unknown> = {}, overrides: Partial<Article> = {}): Article {
  return testArticle({
    slug: 'summer-mile-saturday',
    singlePage: true,
    hero: testHero({ title: 'Summer Mile Saturday', summary: 'The Group 2 Summer Mile.' }),
    title: 'Summer Mile Saturday',
    summary: 'The Group 2 Summer Mile.',
    displayCategory: racedays,
    categories: [racedays],
    categoryIds: ['cat-racedays'],
    displayCategoryPath: 'racedays',
    author: 'Kingsmere Park',
    link: { href: '/racedays/summer-mile-saturday', external: false, newTab: false },
    blocks: [
      { contentType: 'TEXT', id: 'b1', content: 'Racing all afternoon.' },
      {
        contentType: 'CUSTOM',
        customContentType: 'event-card',
        id: 'b2',
        customContent: {
          date_string: '11/7/2031',
          time_string: 'Gates 11:00 · First race 13:40',
          price_string: '42',
          title_string: 'Summer Mile Saturday',
          racedayImage_content: { image: 'https://img.kingsmere.test/card.jpg', altText: 'Summer Mile' },
          buyTicketsButton_content: { link: '/tickets', title: 'Buy Tickets' },
          availabilityTag_custom: [{ availabilityTag_select: 'Sold Out' }],
          ...card,
        },
      },
    ],
    ...overrides,
  });
}
