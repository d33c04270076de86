import { resolveArticleForPath } from './resolve-article';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories, upstreamArticle } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
});
afterEach(uninstallFakeUpstream);

function serveArticle(slug: string, overrides: Record<string, unknown> = {}) {
  upstream.on('GET', `/content/v2/articles/slug/${slug}`, {
    json: envelopeOf({ article: upstreamArticle({ slug, ...overrides }) }),
  });
}

const noCategory = { displayCategory: null, categories: [] };

describe('resolveArticleForPath', () => {
  it('finds a single page by its last segment under its category path', async () => {
    serveArticle('summer-raceday');
    const result = await resolveArticleForPath(['racedays', 'summer', 'summer-raceday']);
    expect(result).toMatchObject({ kind: 'found', article: { slug: 'summer-raceday' } });
  });

  it('finds a single page without a category at /{slug}', async () => {
    serveArticle('tickets', noCategory);
    expect(await resolveArticleForPath(['tickets'])).toMatchObject({ kind: 'found' });
  });

  it('finds an article by the last two segments joined with a dash', async () => {
    serveArticle('enclosures-royal-enclosure', noCategory);
    expect(await resolveArticleForPath(['enclosures', 'royal-enclosure'])).toMatchObject({
      kind: 'found',
      article: { slug: 'enclosures-royal-enclosure' },
    });
    expect(upstream.calls.map((c) => c.url.pathname)).toContain('/content/v2/articles/slug/royal-enclosure');
  });

  it('is not found when neither lookup finds an article', async () => {
    expect(await resolveArticleForPath(['a', 'b'])).toEqual({ kind: 'not-found', reason: 'no-article' });
    expect(await resolveArticleForPath([])).toEqual({ kind: 'not-found', reason: 'no-article' });
  });

  it('is not found when the category path does not match', async () => {
    serveArticle('summer-raceday');
    expect(await resolveArticleForPath(['news', 'summer-raceday'])).toEqual({
      kind: 'not-found',
      reason: 'category-path',
    });
    expect(await resolveArticleForPath(['summer-raceday'])).toMatchObject({ reason: 'category-path' });
  });

  it('serves articles without the single-page flag only under /content', async () => {
    serveArticle('report', { singlePage: false });
    expect(await resolveArticleForPath(['content', 'report'])).toMatchObject({ kind: 'found' });
    expect(await resolveArticleForPath(['report'])).toMatchObject({ reason: 'category-path' });
  });

  it('is not found for a utility page', async () => {
    serveArticle('utility-redirects-page', { categories: [{ id: 6 }], displayCategory: null });
    expect(await resolveArticleForPath(['utility-redirects-page'])).toEqual({
      kind: 'not-found',
      reason: 'utility',
    });
  });

  it('tries the two-segment slug when the last-segment article fails its checks', async () => {
    serveArticle('royal-enclosure', { displayCategory: { id: 5 } });
    serveArticle('enclosures-royal-enclosure', noCategory);
    expect(await resolveArticleForPath(['enclosures', 'royal-enclosure'])).toMatchObject({
      kind: 'found',
      article: { slug: 'enclosures-royal-enclosure' },
    });
  });

  it('throws, rather than calling it not found, when the service fails', async () => {
    upstream.on('GET', '/content/v2/articles/slug/x', { status: 500 });
    await expect(resolveArticleForPath(['x'])).rejects.toMatchObject({ name: 'UpstreamUnavailableError' });
  });
});
