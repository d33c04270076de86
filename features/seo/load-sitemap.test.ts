import type { FakeUpstream } from '@/platform/testing/fake-upstream';
import { serveCategories, upstreamArticle } from '@/platform/testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import { loadSitemap } from './load-sitemap';

const SEARCH = '/content/v2/articles/search';

describe('loadSitemap', () => {
  let upstream: FakeUpstream;
  beforeEach(() => {
    upstream = installFakeUpstream();
    serveCategories(upstream);
  });
  afterEach(uninstallFakeUpstream);

  it('lists the content service articles at their resolved addresses, without utility pages', async () => {
    const articles = [
      upstreamArticle(),
      upstreamArticle({ id: 102, slug: 'gold-cup-preview', singlePage: false, categories: [{ id: 2 }] }),
      upstreamArticle({ id: 103, slug: 'redirects', categories: [{ id: 6 }], displayCategory: { id: 6 } }),
    ];
    upstream.on('GET', SEARCH, {
      json: { status: 'success', data: { articles }, metadata: { totalPages: 1 } },
    });
    const urls = (await loadSitemap()).map((entry) => entry.url);
    expect(urls).toEqual([
      'https://www.furlong.test/',
      'https://www.furlong.test/news',
      'https://www.furlong.test/racedays/summer/summer-raceday',
      'https://www.furlong.test/racedays/summer',
      'https://www.furlong.test/racedays',
      'https://www.furlong.test/content/gold-cup-preview',
    ]);
  });

  it('fails, so the last sitemap stays, when the content service is down', async () => {
    upstream.on('GET', SEARCH, { status: 503, json: { status: 'error' } });
    await expect(loadSitemap()).rejects.toThrow();
  });
});
