import { expectConsole } from '@/test/setup';
import { getCategories, getCategoryTree } from './categories';
import { UpstreamUnavailableError } from '../http/outcome';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, upstreamCategories, upstreamCategoryTree } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

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

  it('reshapes a kept answer once: every read while it is kept gives the same categories', async () => {
    upstream.on('GET', '/content/v2/categories', { json: envelopeOf(upstreamCategories) });
    const first = await getCategories();
    expect(await getCategories()).toBe(first);
    expect(upstream.calls).toHaveLength(1);
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
