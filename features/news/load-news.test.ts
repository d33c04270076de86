import { createHttpClient } from '@/platform/http/client';
import { setHttpClient } from '@/platform/http/default-client';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import type { FakeUpstream } from '@/platform/testing/fake-upstream';
import { serveCategories } from '@/platform/testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import { loadNews } from './load-news';
import { serveNewsSearch } from './news-fixtures';
import { NEWS_LOADS_AT_ONCE } from './news-loads';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
});
afterEach(uninstallFakeUpstream);

const ids = (count: number) => Array.from({ length: count }, (_, i) => String(i));

describe('loadNews: what ?page=N shows of a news category (32 articles)', () => {
  beforeEach(() => serveNewsSearch(upstream, 32));

  it('page 1 is the first 18 with more to load', async () => {
    const view = await loadNews('2', 1);
    expect(view.articles.map((a) => a.id)).toEqual(ids(18));
    expect(view.nextPage).toBe(2);
  });

  it('page 2 and 3 add 6 each, in order, without repeats', async () => {
    expect((await loadNews('2', 2)).articles.map((a) => a.id)).toEqual(ids(24));
    const third = await loadNews('2', 3);
    expect(third.articles.map((a) => a.id)).toEqual(ids(30));
    expect(third.nextPage).toBe(4);
  });

  it('the last page shows everything and offers no more', async () => {
    const view = await loadNews('2', 4);
    expect(view.articles).toHaveLength(32);
    expect(view.nextPage).toBeNull();
  });

  it('a page past the end shows the last page without asking for loads that do not exist', async () => {
    const view = await loadNews('2', 400);
    expect(view).toMatchObject({ page: 4, nextPage: null });
    expect(view.articles).toHaveLength(32);
    expect(upstream.callsTo('/content/v2/articles/search')).toHaveLength(4);
  });
});

describe('loadNews: a long category (200 articles)', () => {
  beforeEach(() => serveNewsSearch(upstream, 200));

  it("offers 'load more' past the 132nd article, until the service's last page", async () => {
    // 18 + 31 × 6 = 204: the 200 articles take 32 loads.
    const page23 = await loadNews('2', 23);
    expect(page23.articles).toHaveLength(18 + 22 * 6);
    expect(page23.nextPage).toBe(24);
    const last = await loadNews('2', 32);
    expect(last.articles.map((a) => a.id)).toEqual(ids(200));
    expect(last.nextPage).toBeNull();
  });

  it('asks the service for at most NEWS_LOADS_AT_ONCE loads at a time', async () => {
    serveNewsSearch(upstream, 200, 2);
    let open = 0;
    let most = 0;
    const counting: typeof upstream.fetch = async (url, init) => {
      most = Math.max(most, ++open);
      try {
        return await upstream.fetch(url, init);
      } finally {
        open -= 1;
      }
    };
    setHttpClient(createHttpClient({ fetch: counting, timeoutMs: null, staleSeconds: 0 }));
    await loadNews('2', 32);
    expect(upstream.callsTo('/content/v2/articles/search')).toHaveLength(32);
    expect(most).toBe(NEWS_LOADS_AT_ONCE);
  });
});

describe('loadNews when the content service fails', () => {
  it('throws UpstreamUnavailableError rather than showing an empty list', async () => {
    upstream.on('GET', '/content/v2/articles/search', { status: 503, json: { status: 'error' } });
    await expect(loadNews('2', 1)).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('throws when a later load fails too', async () => {
    serveNewsSearch(upstream, 32);
    upstream.on('GET', '/content/v2/articles/search', (call) =>
      call.url.searchParams.get('size') === '6'
        ? { status: 500, json: { status: 'error' } }
        : {
            json: {
              status: 'success',
              data: { articles: [] },
              metadata: { pageNumber: 0, totalPages: 2, totalItems: 32 },
            },
          },
    );
    await expect(loadNews('2', 2)).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });
});
