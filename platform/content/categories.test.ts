import { expectConsole } from '@/test/setup';
import { UpstreamUnavailableError } from '../http/outcome';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, upstreamCategories, upstreamCategoryTree } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';
import { getCategories, getCategoryById, getCategoryBySlug, getCategoryTree } from './categories';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
});
afterEach(uninstallFakeUpstream);

describe('getCategories', () => {
  it('asks for size 9999 with the client id and reshapes the list', async () => {
    upstream.on('GET', '/content/v2/categories', { json: envelopeOf(upstreamCategories) });
    const categories = await getCategories();
    const url = upstream.calls[0]!.url;
    expect(url.searchParams.get('size')).toBe('9999');
    expect(url.searchParams.get('clientId')).toBe('FURLONG');
    expect(url.searchParams.has('tree')).toBe(false);
    expect(categories.find((c) => c.id === '2')).toMatchObject({ slug: 'news-racing', path: 'news/racing' });
  });

  it('accepts data as an object with categories', async () => {
    upstream.on('GET', '/content/v2/categories', { json: envelopeOf({ categories: upstreamCategories }) });
    expect(await getCategories()).toHaveLength(upstreamCategories.length);
  });

  it('throws UpstreamUnavailableError when the service fails', async () => {
    upstream.on('GET', '/content/v2/categories', { status: 500 });
    await expect(getCategories()).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('throws on a malformed body, after logging it', async () => {
    const warn = expectConsole('warn');
    upstream.on('GET', '/content/v2/categories', { json: envelopeOf('nope') });
    await expect(getCategories()).rejects.toMatchObject({ reason: 'invalid' });
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('getCategoryTree', () => {
  it('asks for the tree and maps children recursively', async () => {
    upstream.on('GET', '/content/v2/categories', { json: envelopeOf(upstreamCategoryTree) });
    const tree = await getCategoryTree();
    expect(upstream.calls[0]!.url.searchParams.get('tree')).toBe('true');
    expect(tree.map((c) => c.slug)).toEqual(['news', 'video']);
    expect(tree[1]?.children[0]).toMatchObject({ slug: 'video-highlights', path: 'video/highlights' });
  });
});

describe('getCategoryById and getCategoryBySlug', () => {
  beforeEach(() => {
    upstream.on('GET', '/content/v2/categories', { json: envelopeOf(upstreamCategories) });
  });

  it('reads one category and places it in the tree', async () => {
    upstream.on('GET', '/content/v2/categories/5', {
      json: envelopeOf({ id: 5, slug: 'racedays-summer', parentId: 4 }),
    });
    expect(await getCategoryById('5')).toMatchObject({ id: '5', path: 'racedays/summer' });
  });

  it('reads by slug, prefixing news children', async () => {
    upstream.on('GET', '/content/v2/categories/slug/news-racing', {
      json: envelopeOf({ category: { id: 2, slug: 'racing', parentId: 1, text: 'Racing' } }),
    });
    const category = await getCategoryBySlug('news-racing');
    expect(category).toMatchObject({ slug: 'news-racing', path: 'news/racing', text: 'Racing' });
    expect(upstream.calls.some((c) => c.url.searchParams.get('clientId') === 'FURLONG')).toBe(true);
  });

  it('gives null when the category is absent', async () => {
    upstream.on('GET', '/content/v2/categories/slug/nope', { status: 404 });
    expect(await getCategoryBySlug('nope')).toBeNull();
  });

  it('encodes a hostile slug into one path segment', async () => {
    await getCategoryBySlug('../articles?x=1');
    expect(upstream.calls.map((c) => c.url.pathname)).toContain(
      '/content/v2/categories/slug/..%2Farticles%3Fx%3D1',
    );
  });
});
