import { articleListResponse, categoryListResponse, searchResponse } from './article-schemas';
import { executeFeed } from './feeds';
import { searchArticles } from './search';
import { upstreamArticle as articleSchema } from './upstream-schemas';
import { createHttpClient } from '../http/client';
import { setHttpClient } from '../http/default-client';
import { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories, upstreamArticle, upstreamCategories } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

// A success envelope whose fields are null or of the wrong type, or deeply nested arrays: answers that
// are well-formed JSON but wrong must fail their schema, never pass for an empty or shorter list.
const nested = (depth: number): unknown => (depth === 0 ? upstreamArticle() : [nested(depth - 1)]);
const articles = [upstreamArticle({ id: 1, slug: 'a-1' }), upstreamArticle({ id: 2, slug: 'a-2' })];

describe('wrong answers fail their schema', () => {
  it.each([
    ['articles null', { status: 'success', data: { articles: null } }],
    ['articles a string', { status: 'success', data: { articles: 'none' } }],
    ['articles missing', { status: 'success', data: {} }],
    ['an entry without an id', { status: 'success', data: { articles: [...articles, { slug: 'x' }] } }],
    ['a deeply nested array', { status: 'success', data: { articles: [nested(50)] } }],
    ['totalPages null', envelopeOf({ articles }, { metadata: { pageNumber: 0, totalPages: null } })],
    ['totalPages a string', envelopeOf({ articles }, { metadata: { pageNumber: 0, totalPages: 'many' } })],
    ['metadata null', envelopeOf({ articles }, { metadata: null })],
  ])('a search with %s', (_, body) => {
    expect(searchResponse.safeParse(body).success).toBe(false);
  });

  it.each([
    ['data null', { status: 'success', data: null }],
    ['no list at all', { status: 'success', data: {} }],
    ['an entry null', envelopeOf([...articles, null])],
    ['an entry with a null slug', envelopeOf([...articles, upstreamArticle({ slug: null })])],
    ['a deeply nested array', envelopeOf({ articles: [nested(50)] })],
  ])('an article list with %s', (_, body) => {
    expect(articleListResponse.safeParse(body).success).toBe(false);
  });

  it('a category list with an entry of the wrong type', () => {
    expect(categoryListResponse.safeParse(envelopeOf([...upstreamCategories, 7])).success).toBe(false);
  });

  it.each([
    ['null', null],
    ['a string', 'blocks'],
    ['a nested array', [[{ contentType: 'TEXT' }]]],
  ])('an article whose content is %s', (_, content) => {
    expect(articleSchema.safeParse(upstreamArticle({ content })).success).toBe(false);
  });

  it('while the right answers still pass, an absent list or content being empty', () => {
    expect(searchResponse.safeParse(envelopeOf({ articles }, { metadata: { totalPages: 1 } })).success).toBe(
      true,
    );
    expect(articleListResponse.safeParse(envelopeOf({ articles })).success).toBe(true);
    const bare = articleSchema.safeParse(upstreamArticle({ content: undefined }));
    expect(bare.success && bare.data.content).toEqual([]);
  });
});

describe('a wrong answer in place of a good one', () => {
  let upstream: FakeUpstream;
  let time: number;
  beforeEach(() => {
    upstream = installFakeUpstream();
    serveCategories(upstream);
    time = 1_000_000;
    setHttpClient(
      createHttpClient({ fetch: upstream.fetch, timeoutMs: null, staleSeconds: 86_400, now: () => time }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    uninstallFakeUpstream();
    vi.restoreAllMocks();
  });

  it('leaves a search its last good results, and its paging', async () => {
    const good = envelopeOf({ articles }, { metadata: { pageNumber: 0, totalPages: 5, totalItems: 42 } });
    upstream.on('GET', '/content/v2/articles/search', { json: good });
    expect((await searchArticles({ query: 'gold' })).articles).toHaveLength(2);
    for (const wrong of [
      { status: 'success', data: { articles: null } },
      envelopeOf({ articles: [nested(30)] }, { metadata: { pageNumber: 0, totalPages: 1 } }),
      envelopeOf({ articles }, { metadata: { pageNumber: 0, totalPages: 'x' } }),
    ]) {
      upstream.on('GET', '/content/v2/articles/search', { json: wrong });
      time += 31_000;
      expect(await searchArticles({ query: 'gold' })).toMatchObject({
        articles: [{ id: '1' }, { id: '2' }],
        totalPages: 5,
        totalItems: 42,
      });
    }
  });

  it('leaves a feed all of its links when some entries come back wrong', async () => {
    const many = Array.from({ length: 7 }, (_, i) => upstreamArticle({ id: i + 1, slug: `a-${i + 1}` }));
    upstream.on('GET', '/content/v1/feeds/home/execute', { json: envelopeOf({ articles: many }) });
    expect((await executeFeed('home'))?.articles).toHaveLength(7);
    const broken = many.map((entry, i) => (i === 0 ? entry : { ...entry, id: null }));
    upstream.on('GET', '/content/v1/feeds/home/execute', { json: envelopeOf({ articles: broken }) });
    time += 31_000;
    expect((await executeFeed('home'))?.articles).toHaveLength(7);
  });
});
