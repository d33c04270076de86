import { searchArticles } from './search';
import { allCategoriesQuery, listedArticlesQuery, quoted, relatedQuery, term } from './search-queries';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories, upstreamArticle } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

describe('search query builders', () => {
  it('writes the spec forms for plain ids', () => {
    expect(listedArticlesQuery('42')).toBe('singlePage:false AND categories.id:("42")');
    expect(allCategoriesQuery(['1', '2'])).toBe('categories.id:(1 AND 2)');
    expect(relatedQuery('5', '101')).toBe('displayCategory.id:5 AND NOT id:101');
  });

  it('quotes and escapes hostile values so they cannot add clauses', () => {
    expect(listedArticlesQuery('1") OR singlePage:true OR ("')).toBe(
      'singlePage:false AND categories.id:("1\\") OR singlePage:true OR (\\"")',
    );
    expect(relatedQuery('1 OR *:*', '2')).toBe('displayCategory.id:"1 OR *:*" AND NOT id:2');
    expect(allCategoriesQuery(['1', 'x) OR (y'])).toBe('categories.id:(1 AND "x) OR (y")');
    expect(quoted('a\\"b')).toBe('"a\\\\\\"b"');
    expect(term('abc-1_2')).toBe('abc-1_2');
  });
});

describe('searchArticles', () => {
  let upstream: FakeUpstream;
  beforeEach(() => {
    upstream = installFakeUpstream();
    serveCategories(upstream);
  });
  afterEach(uninstallFakeUpstream);

  it('sends size, page, query and sort, and reads data.articles with metadata', async () => {
    upstream.on('GET', '/content/v2/articles/search', {
      json: {
        status: 'success',
        data: { articles: [upstreamArticle()] },
        metadata: { pageNumber: 1, totalPages: 4 },
      },
    });
    const result = await searchArticles({
      query: 'singlePage:true',
      page: 1,
      size: 6,
      sort: 'publishDate,desc',
    });
    expect(result).toMatchObject({ pageNumber: 1, totalPages: 4, articles: [{ id: '101' }] });
    const params = Object.fromEntries(upstream.callsTo('/content/v2/articles/search')[0]!.url.searchParams);
    expect(params).toEqual({
      query: 'singlePage:true',
      page: '1',
      size: '6',
      sort: 'publishDate,desc',
      clientId: 'FURLONG',
    });
  });

  it('reads metadata inside data too', async () => {
    upstream.on('GET', '/content/v2/articles/search', {
      json: envelopeOf({ articles: [], metadata: { pageNumber: 0, totalPages: 0 } }),
    });
    expect(await searchArticles({ query: 'x' })).toEqual({
      articles: [],
      pageNumber: 0,
      totalPages: 0,
      totalItems: null,
    });
  });

  it('gives an empty result when absent and throws when failed', async () => {
    upstream.on('GET', '/content/v2/articles/search', { status: 404 }, { status: 500 });
    expect(await searchArticles({ query: 'a', page: 2 })).toEqual({
      articles: [],
      pageNumber: 2,
      totalPages: 0,
      totalItems: 0,
    });
    await expect(searchArticles({ query: 'b' })).rejects.toMatchObject({ name: 'UpstreamUnavailableError' });
  });
});
