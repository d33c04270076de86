import { getFilterableList } from './filterable-list';
import { getRelatedArticles, getRelatedForArticle } from './related';
import { httpClient } from '../http/default-client';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories, upstreamArticle } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
});
afterEach(uninstallFakeUpstream);

const article = (id: number) => upstreamArticle({ id, slug: `a-${id}` });

describe('getRelatedArticles (related block)', () => {
  function serveByCriterion() {
    upstream.on('GET', '/content/v2/articles', (call) => {
      const p = call.url.searchParams;
      if (p.has('articleId')) return { json: envelopeOf([article(1), article(2)]) };
      if (p.has('tags')) return { json: envelopeOf([article(2), article(3)]) };
      if (p.has('categoryId')) return { json: envelopeOf([article(4)]) };
      return { json: envelopeOf([article(5)]) };
    });
  }

  it('asks once per criterion with size = max, merges in order and removes duplicates', async () => {
    serveByCriterion();
    const related = await getRelatedArticles({
      articleIds: ['1', '2'],
      tags: ['t'],
      categoryIds: ['5', '6'],
      linkedIds: [{ type: 'RACE', ids: ['7', '8'] }],
    });
    expect(related.map((a) => a.id)).toEqual(['1', '2', '3', '4', '5']);
    const calls = upstream.callsTo('/content/v2/articles').map((c) => Object.fromEntries(c.url.searchParams));
    expect(calls).toEqual([
      { articleId: '1,2', size: '10', clientId: 'FURLONG' },
      { tags: 't', size: '10', clientId: 'FURLONG' },
      { categoryId: '5,6', size: '10', clientId: 'FURLONG' },
      { linkedIds: 'RACE:7,8', size: '10', clientId: 'FURLONG' },
    ]);
  });

  it('never lists the page it is on, and asks for one more so max can still be met', async () => {
    serveByCriterion();
    const related = await getRelatedArticles({ articleIds: ['1'], tags: ['t'], max: 2, excludeIds: ['2'] });
    expect(related.map((a) => a.id)).toEqual(['1', '3']);
    const sizes = upstream.callsTo('/content/v2/articles').map((c) => c.url.searchParams.get('size'));
    expect(sizes).toEqual(['3', '3']);
  });

  it('keeps up to max', async () => {
    serveByCriterion();
    const related = await getRelatedArticles({ articleIds: ['1'], tags: ['t'], max: 2 });
    expect(related.map((a) => a.id)).toEqual(['1', '2']);
  });

  it('skips a criterion whose call fails, and throws when all fail', async () => {
    upstream.on('GET', '/content/v2/articles', (call) =>
      call.url.searchParams.has('tags') ? { status: 500 } : { json: envelopeOf([article(9)]) },
    );
    expect((await getRelatedArticles({ articleIds: ['9'], tags: ['t'] })).map((a) => a.id)).toEqual(['9']);
    await expect(getRelatedArticles({ tags: ['t'] })).rejects.toMatchObject({ reason: 'status' });
  });

  it('asks nothing without criteria', async () => {
    expect(await getRelatedArticles({})).toEqual([]);
    expect(upstream.callsTo('/content/v2/articles')).toHaveLength(0);
  });
});

describe('getRelatedForArticle', () => {
  it('searches size 6 for the same display category and not this article', async () => {
    upstream.on('GET', '/content/v2/articles/search', {
      json: {
        status: 'success',
        data: { articles: [article(1), article(2)] },
        metadata: { pageNumber: 0, totalPages: 1 },
      },
    });
    const related = await getRelatedForArticle({
      id: '1',
      displayCategory: { id: '5', text: 'Summer', slug: null },
    });
    expect(related.map((a) => a.id)).toEqual(['2']);
    const params = upstream.callsTo('/content/v2/articles/search')[0]!.url.searchParams;
    expect(params.get('size')).toBe('6');
    expect(params.get('query')).toBe('displayCategory.id:5 AND NOT id:1');
  });

  it('gives none without a display category', async () => {
    expect(await getRelatedForArticle({ id: '1', displayCategory: null })).toEqual([]);
  });
});

describe('getFilterableList', () => {
  it('searches size 9 for articles in all the categories', async () => {
    upstream.on('GET', '/content/v2/articles/search', {
      json: {
        status: 'success',
        data: { articles: [article(1)] },
        metadata: { pageNumber: 2, totalPages: 5 },
      },
    });
    const result = await getFilterableList({ categoryId: '3', chosen: ['4'] }, 2);
    expect(result).toMatchObject({ pageNumber: 2, totalPages: 5 });
    const params = upstream.callsTo('/content/v2/articles/search')[0]!.url.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      size: '9',
      page: '2',
      query: 'categories.id:(3 AND 4)',
    });
  });

  it("keeps the list as it stands with the pages, and the list with a visitor's options apart", async () => {
    upstream.on('GET', '/content/v2/articles/search', { json: envelopeOf({ articles: [article(1)] }) });
    const asked = vi.spyOn(httpClient(), 'requestResult');
    await getFilterableList({ categoryId: '3', chosen: [] });
    await getFilterableList({ categoryId: '3', chosen: ['4'] });
    const searches = asked.mock.calls.filter(([path]) => path === '/v2/articles/search');
    expect(searches.map(([, options]) => options?.oneOff)).toEqual([false, true]);
  });
});
