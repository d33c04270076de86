import { getArticleBySlug, listArticles } from './articles';
import { UpstreamUnavailableError } from '../http/outcome';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories, upstreamArticle } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
});
afterEach(uninstallFakeUpstream);

describe('getArticleBySlug', () => {
  it('reads data.article and reshapes it', async () => {
    upstream.on('GET', '/content/v2/articles/slug/summer-raceday', {
      json: envelopeOf({ article: upstreamArticle() }),
    });
    const article = await getArticleBySlug('summer-raceday');
    expect(article).toMatchObject({ id: '101', link: { href: '/racedays/summer/summer-raceday' } });
    expect(
      upstream.callsTo('/content/v2/articles/slug/summer-raceday')[0]?.url.searchParams.get('clientId'),
    ).toBe('FURLONG');
  });

  it('gives null when the article is absent (404 or data.article null)', async () => {
    upstream.on('GET', '/content/v2/articles/slug/gone', { status: 404 });
    upstream.on('GET', '/content/v2/articles/slug/empty', { json: envelopeOf({ article: null }) });
    expect(await getArticleBySlug('gone')).toBeNull();
    expect(await getArticleBySlug('empty')).toBeNull();
  });

  it('throws UpstreamUnavailableError when the service fails, never null', async () => {
    upstream.on('GET', '/content/v2/articles/slug/x', { status: 503 });
    const error = await getArticleBySlug('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(error).toMatchObject({ reason: 'status', status: 503, path: '/content/v2/articles/slug/x' });
  });

  it('throws when the categories needed for its links are unavailable', async () => {
    upstream.on('GET', '/content/v2/categories', { networkError: true });
    upstream.on('GET', '/content/v2/articles/slug/x', { json: envelopeOf({ article: upstreamArticle() }) });
    await expect(getArticleBySlug('x')).rejects.toMatchObject({ reason: 'network' });
  });
});

describe('listArticles', () => {
  it('sends the query and reshapes the list', async () => {
    upstream.on('GET', '/content/v2/articles', {
      json: envelopeOf({ articles: [upstreamArticle(), upstreamArticle({ id: 3, slug: 'other' })] }),
    });
    const articles = await listArticles({
      categorySlug: 'project-takeover',
      singlePage: false,
      page: 1,
      size: 5,
    });
    expect(articles.map((a) => a.id)).toEqual(['101', '3']);
    const params = upstream.callsTo('/content/v2/articles')[0]!.url.searchParams;
    expect(Object.fromEntries(params)).toEqual({
      categorySlug: 'project-takeover',
      singlePage: 'false',
      page: '1',
      size: '5',
      clientId: 'FURLONG',
    });
  });

  it('fails as a whole when an entry is malformed, rather than passing for a shorter list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    upstream.on('GET', '/content/v2/articles', {
      json: envelopeOf({ articles: [upstreamArticle(), { id: 2 }] }),
    });
    await expect(listArticles({ page: 0 })).rejects.toMatchObject({ reason: 'invalid' });
    warn.mockRestore();
  });

  it('accepts data as a plain list, and gives an empty list when absent', async () => {
    upstream.on('GET', '/content/v2/articles', { json: envelopeOf([upstreamArticle()]) }, { status: 404 });
    expect(await listArticles({ page: 0 })).toHaveLength(1);
    expect(await listArticles({ page: 1 })).toEqual([]);
  });
});
