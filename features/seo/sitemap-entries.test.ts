import { MAX_CATEGORY_DEPTH } from '@/platform/content/category-ancestry';
import type { ArticleSummary } from '@/platform/types/article';
import type { Category } from '@/platform/types/category';
import { sitemapEntries } from './sitemap-entries';
import { testArticle } from './test-fixtures';

const siteUrl = 'https://www.kingsmere.test';

function category(id: string, slug: string, path: string, parentId: string | null = null): Category {
  return { id, clientId: null, text: slug, slug, parentId, path, lastModified: null, tags: [], children: [] };
}

const categories = [
  category('cat-news', 'news', 'news'),
  category('cat-news-racing', 'news-racing', 'news/racing', 'cat-news'),
  category('cat-racedays', 'racedays', 'racedays'),
  category('cat-utility', 'utility', 'utility'),
  category('cat-external', 'external', 'external'),
  category('cat-project-takeover', 'project-takeover', 'project-takeover'),
];

function summary(slug: string, href: string, extra: Partial<ArticleSummary> = {}): ArticleSummary {
  return testArticle({ slug, link: { href, external: false, newTab: false }, ...extra });
}

const ref = (id: string) => ({ id, text: id, slug: categories.find((c) => c.id === id)?.slug ?? null });

const urls = (entries: ReturnType<typeof sitemapEntries>) => entries.map((entry) => entry.url);

describe('sitemapEntries', () => {
  it('lists the home page, the news page and each article at its resolved path, absolute', () => {
    const entries = sitemapEntries({
      siteUrl,
      categories,
      articles: [
        summary('silver-lantern', '/content/silver-lantern', { publishDate: '2031-06-13T10:00:00.000Z' }),
        summary('summer-mile-saturday', '/racedays/summer-mile-saturday', {
          displayCategory: ref('cat-racedays'),
          categoryIds: ['cat-racedays'],
          publishDate: '2031-05-01T00:00:00.000Z',
        }),
      ],
    });
    expect(entries).toEqual([
      { url: `${siteUrl}/` },
      { url: `${siteUrl}/news`, lastModified: new Date('2031-06-13T10:00:00.000Z') },
      { url: `${siteUrl}/content/silver-lantern`, lastModified: new Date('2031-06-13T10:00:00.000Z') },
      { url: `${siteUrl}/news/racing`, lastModified: new Date('2031-06-13T10:00:00.000Z') },
      { url: `${siteUrl}/racedays/summer-mile-saturday`, lastModified: new Date('2031-05-01T00:00:00.000Z') },
      { url: `${siteUrl}/racedays`, lastModified: new Date('2031-05-01T00:00:00.000Z') },
    ]);
  });

  it('leaves out an article tagged noindex', () => {
    const entries = sitemapEntries({
      siteUrl,
      categories,
      articles: [
        summary('block-showcase', '/content/block-showcase', { tags: ['noindex'] }),
        summary('silver-lantern', '/content/silver-lantern'),
      ],
    });
    expect(urls(entries)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/news`,
      `${siteUrl}/content/silver-lantern`,
      `${siteUrl}/news/racing`,
    ]);
  });

  it('leaves out utility pages, external articles and takeover lists', () => {
    const entries = sitemapEntries({
      siteUrl,
      categories,
      articles: [
        summary('utility-redirects-page', '/utility/utility-redirects-page', {
          displayCategory: ref('cat-utility'),
          categoryIds: ['cat-utility'],
        }),
        summary('interview', 'https://news.example/interview', {
          link: { href: 'https://news.example/interview', external: true, newTab: true },
        }),
        // An external article without a link still resolves to /content/…: it is no page of ours.
        summary('shop', '/content/shop', { displayCategory: null, categoryIds: ['cat-external'] }),
        summary('unknown-utility', '/content/unknown-utility', {
          displayCategory: { id: 'cat-gone', text: 'Utility', slug: 'utility' },
          categoryIds: [],
        }),
        summary('takeover', '/content/takeover', {
          displayCategory: ref('cat-project-takeover'),
          categoryIds: ['cat-project-takeover'],
        }),
      ],
    });
    expect(urls(entries)).toEqual([`${siteUrl}/`, `${siteUrl}/news`, `${siteUrl}/content/takeover`]);
  });

  it('lists a page once, with its newest date, and the home article at the root', () => {
    const entries = sitemapEntries({
      siteUrl,
      categories,
      articles: [
        summary('home', '/home', {
          displayCategory: null,
          categoryIds: [],
          publishDate: '2031-01-02T00:00:00Z',
        }),
        summary('a', '/content/a', { displayCategory: null, publishDate: '2031-01-01T00:00:00Z' }),
        summary('a', '/content/a', { displayCategory: null, publishDate: '2031-03-01T00:00:00Z' }),
        summary('a', '/content/a', { displayCategory: null, publishDate: null }),
      ],
    });
    expect(entries).toEqual([
      { url: `${siteUrl}/`, lastModified: new Date('2031-01-02T00:00:00Z') },
      { url: `${siteUrl}/news` },
      { url: `${siteUrl}/content/a`, lastModified: new Date('2031-03-01T00:00:00Z') },
    ]);
  });

  it('survives a circular category chain and an unknown display category', () => {
    const looped = [category('cat-a', 'a', 'a', 'cat-b'), category('cat-b', 'b', 'b', 'cat-a')];
    const entries = sitemapEntries({
      siteUrl,
      categories: looped,
      articles: [
        summary('x', '/a/x', { displayCategory: { id: 'cat-a', text: 'A', slug: 'a' }, publishDate: 'soon' }),
        summary('y', '/z/y', { displayCategory: { id: 'cat-z', text: 'Z', slug: 'z' } }),
      ],
    });
    expect(urls(entries)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/news`,
      `${siteUrl}/a/x`,
      `${siteUrl}/a`,
      `${siteUrl}/b`,
      `${siteUrl}/z/y`,
    ]);
  });

  it('lists no more list pages than the depth bound for a chain 10,000 long, at once', () => {
    const chain = Array.from({ length: 10_000 }, (_, at) =>
      category(`c${at}`, `s${at}`, `p${at}`, at > 0 ? `c${at - 1}` : null),
    );
    const started = performance.now();
    const entries = sitemapEntries({
      siteUrl,
      categories: chain,
      articles: [
        summary('deep', '/p9999/deep', { displayCategory: { id: 'c9999', text: 'Deep', slug: 's9999' } }),
      ],
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(urls(entries).filter((url) => /\/p\d+$/.test(url))).toHaveLength(MAX_CATEGORY_DEPTH + 1);
  });
});
