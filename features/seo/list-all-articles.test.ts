import type { FakeUpstream, RecordedCall } from '@/platform/testing/fake-upstream';
import { serveCategories, upstreamArticle } from '@/platform/testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import { listAllArticles, SITEMAP_MAX_PAGES, SitemapSourceError } from './list-all-articles';

const SEARCH = '/content/v2/articles/search';

function pageReply(totalPages: number, perPage = 2) {
  return (call: RecordedCall) => {
    const page = Number(call.url.searchParams.get('page'));
    const articles = Array.from({ length: perPage }, (_, i) =>
      upstreamArticle({ id: `a${page}-${i}`, slug: `article-${page}-${i}` }),
    );
    return { json: { status: 'success', data: { articles }, metadata: { pageNumber: page, totalPages } } };
  };
}

describe('listAllArticles', () => {
  let upstream: FakeUpstream;
  beforeEach(() => {
    upstream = installFakeUpstream();
    serveCategories(upstream);
  });
  afterEach(uninstallFakeUpstream);

  it('pages through the search until the last page', async () => {
    upstream.on('GET', SEARCH, pageReply(3));
    const articles = await listAllArticles();
    expect(articles.map((article) => article.slug)).toEqual([
      'article-0-0',
      'article-0-1',
      'article-1-0',
      'article-1-1',
      'article-2-0',
      'article-2-1',
    ]);
    const pages = upstream.callsTo(SEARCH).map((call) => call.url.searchParams.get('page'));
    expect(pages).toEqual(['0', '1', '2']);
    expect(upstream.callsTo(SEARCH)[0]!.url.searchParams.get('size')).toBe('100');
  });

  it(`stops after ${SITEMAP_MAX_PAGES} pages however many the service claims`, async () => {
    upstream.on('GET', SEARCH, pageReply(10_000, 1));
    expect(await listAllArticles()).toHaveLength(SITEMAP_MAX_PAGES);
    expect(upstream.callsTo(SEARCH)).toHaveLength(SITEMAP_MAX_PAGES);
  });

  it('stops at an empty page even when more are announced', async () => {
    upstream.on('GET', SEARCH, pageReply(5), {
      json: { status: 'success', data: { articles: [] }, metadata: { pageNumber: 1, totalPages: 5 } },
    });
    expect(await listAllArticles()).toHaveLength(2);
  });

  it('throws rather than give an empty list', async () => {
    upstream.on('GET', SEARCH, {
      json: { status: 'success', data: { articles: [] }, metadata: { totalPages: 0 } },
    });
    await expect(listAllArticles()).rejects.toBeInstanceOf(SitemapSourceError);
  });

  it('throws when the content service fails on any page', async () => {
    upstream.on('GET', SEARCH, pageReply(3), { status: 503, json: { status: 'error' } });
    await expect(listAllArticles()).rejects.toThrow(/unavailable/);
  });
});
