import { getNewsPage } from './news';
import { getPromotionArticles } from './promotions';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories, upstreamArticle } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
});
afterEach(uninstallFakeUpstream);

let withTotalItems = false;

function serveSearch(totalArticles: number) {
  upstream.on('GET', '/content/v2/articles/search', (call) => {
    const page = Number(call.url.searchParams.get('page'));
    const size = Number(call.url.searchParams.get('size'));
    const ids = Array.from({ length: totalArticles }, (_, i) => i).slice(page * size, page * size + size);
    return {
      json: {
        status: 'success',
        data: { articles: ids.map((id) => upstreamArticle({ id, slug: `n-${id}` })) },
        metadata: {
          pageNumber: page,
          totalPages: Math.ceil(totalArticles / size),
          ...(withTotalItems ? { totalItems: totalArticles } : {}),
        },
      },
    };
  });
}

function searchParams(n: number) {
  return upstream.callsTo('/content/v2/articles/search')[n]!.url.searchParams;
}

describe.each([
  ['with metadata.totalItems', true],
  ['with pages only', false],
])('getNewsPage: 18 first, then 6 a load while more remain, %s', (_name, total) => {
  beforeEach(() => {
    withTotalItems = total;
  });

  it('loads 18 first with the listed-articles query', async () => {
    serveSearch(30);
    const state = await getNewsPage('42', 0);
    expect(state.articles).toHaveLength(18);
    expect(state).toMatchObject({ pageNumber: 0, initialLoadDone: true, additionalArticlesToFetch: true });
    expect(searchParams(0).get('query')).toBe('singlePage:false AND categories.id:("42")');
    expect(searchParams(0).get('size')).toBe('18');
    expect(searchParams(0).get('page')).toBe('0');
  });

  it('loads 6 after, continuing where the first 18 ended without repeats', async () => {
    serveSearch(30);
    const second = await getNewsPage('42', 1);
    expect(searchParams(0).get('size')).toBe('6');
    expect(searchParams(0).get('page')).toBe('3');
    expect(second.articles.map((a) => a.id)).toEqual(['18', '19', '20', '21', '22', '23']);
    expect(second).toMatchObject({ pageNumber: 1, totalPages: 3, additionalArticlesToFetch: true });
    const third = await getNewsPage('42', 2);
    expect(third.articles.map((a) => a.id)).toEqual(['24', '25', '26', '27', '28', '29']);
    expect(third).toMatchObject({ pageNumber: 2, totalPages: 3, additionalArticlesToFetch: false });
  });

  it('knows there is more after a first load of 18', async () => {
    serveSearch(40);
    const state = await getNewsPage('42');
    expect(state.additionalArticlesToFetch).toBe(true);
    expect(state.totalPages).toBe(5);
  });

  it('has nothing more to fetch when everything fits in the first load', async () => {
    serveSearch(18);
    expect(await getNewsPage('42')).toMatchObject({ totalPages: 1, additionalArticlesToFetch: false });
  });

  it('has nothing to fetch for an empty category', async () => {
    serveSearch(0);
    expect(await getNewsPage('42')).toMatchObject({
      articles: [],
      totalPages: 0,
      additionalArticlesToFetch: false,
    });
  });

  it('throws when the search fails', async () => {
    upstream.on('GET', '/content/v2/articles/search', { status: 500 });
    await expect(getNewsPage('42')).rejects.toMatchObject({ name: 'UpstreamUnavailableError' });
  });
});

describe('getPromotionArticles', () => {
  it("lists the 'project-takeover' category with page size 5", async () => {
    upstream.on('GET', '/content/v2/articles', { json: envelopeOf([upstreamArticle()]) });
    expect(await getPromotionArticles()).toHaveLength(1);
    const params = upstream.callsTo('/content/v2/articles')[0]!.url.searchParams;
    expect(params.get('categorySlug')).toBe('project-takeover');
    expect(params.get('size')).toBe('5');
  });
});
