import { getContentItemByKey, linkedIdsParam, listContentItems } from './content-items';
import { executeFeed } from './feeds';
import { getGlobalNotice } from './global-notice';
import { executePlacement } from './placements';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories, upstreamArticle } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
});
afterEach(uninstallFakeUpstream);

describe('executeFeed', () => {
  it('runs the feed by sourceSystemId with page and size, reading data.articles', async () => {
    upstream.on('GET', '/content/v1/feeds/feed-9/execute', {
      json: envelopeOf({ articles: [upstreamArticle()] }),
    });
    const feed = await executeFeed('feed-9', { page: 2, size: 12 });
    expect(feed?.articles.map((a) => a.title)).toEqual(['Summer Raceday']);
    const params = Object.fromEntries(
      upstream.callsTo('/content/v1/feeds/feed-9/execute')[0]!.url.searchParams,
    );
    expect(params).toEqual({ page: '2', size: '12', clientId: 'FURLONG' });
  });

  it('gives null when absent and throws when failed', async () => {
    upstream.on('GET', '/content/v1/feeds/gone/execute', { status: 404 });
    upstream.on('GET', '/content/v1/feeds/down/execute', { status: 502 });
    expect(await executeFeed('gone')).toBeNull();
    await expect(executeFeed('down')).rejects.toMatchObject({ reason: 'status', status: 502 });
  });
});

describe('content items', () => {
  it('reads one item by key', async () => {
    upstream.on('GET', '/content/v1/FURLONG/content/key/promo', {
      json: envelopeOf({ id: 'c2', key: 'promo' }),
    });
    expect(await getContentItemByKey('promo')).toMatchObject({ id: 'c2', key: 'promo' });
  });

  it('joins several linked-id types with semicolons', () => {
    expect(
      linkedIdsParam([
        { type: 'RACE', ids: ['1', '2'] },
        { type: 'HORSE', ids: ['3'] },
        { type: 'EMPTY', ids: [] },
      ]),
    ).toBe('RACE:1,2;HORSE:3');
    expect(linkedIdsParam([])).toBeUndefined();
  });
});

describe('listContentItems', () => {
  it('asks uncached with tags, categories, linked ids and other params, keeping the well-formed items', async () => {
    upstream.on('GET', '/content/v1/FURLONG/content', {
      json: envelopeOf([{ id: 'c1', contentType: 'TEXT', content: 'Hi' }, { contentType: 'TEXT' }]),
    });
    const query = {
      tags: ['royal', 'vip'],
      categoryIds: ['cat-1'],
      linkedIds: [{ type: 'HORSE', ids: ['h1', 'h2'] }],
      params: { size: 1 },
    };
    const items = await listContentItems(query, { token: 'fan' });
    await listContentItems(query, { token: 'fan' });
    expect(items.map((item) => item.block)).toEqual([{ id: 'c1', contentType: 'TEXT', content: 'Hi' }]);
    const calls = upstream.callsTo('/content/v1/FURLONG/content');
    expect(calls).toHaveLength(2);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      size: '1',
      tags: 'royal,vip',
      categories: 'cat-1',
      linkedIds: 'HORSE:h1,h2',
      clientId: 'FURLONG',
    });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer fan');
  });

  it('leaves out empty criteria, and throws when the service fails', async () => {
    upstream.on('GET', '/content/v1/FURLONG/content', { status: 502 });
    await expect(
      listContentItems({ tags: [], linkedIds: [{ type: 'HORSE', ids: [] }] }),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(Object.fromEntries(upstream.callsTo('/content/v1/FURLONG/content')[0]!.url.searchParams)).toEqual({
      clientId: 'FURLONG',
    });
  });
});

describe('getGlobalNotice', () => {
  it("is the article in the data of the item with key 'global-notice'", async () => {
    upstream.on('GET', '/content/v1/FURLONG/content/key/global-notice', {
      json: envelopeOf({
        id: 'n',
        key: 'global-notice',
        data: { article: upstreamArticle({ slug: 'notice' }) },
      }),
    });
    expect((await getGlobalNotice())?.slug).toBe('notice');
  });

  it('is null without an item or without an article', async () => {
    upstream.on('GET', '/content/v1/FURLONG/content/key/global-notice', { status: 404 });
    expect(await getGlobalNotice()).toBeNull();
  });
});

describe('executePlacement', () => {
  it('runs the placement uncached with its params and reads data.campaign', async () => {
    upstream.on('GET', '/content/v1/FURLONG/placements/p1/execute', {
      json: envelopeOf({
        campaign: {
          id: 'c',
          rulesetId: 'r',
          contentType: 'CAMPAIGN',
          content: [{ contentType: 'PROMO', title: 'Hi' }],
        },
      }),
    });
    const first = await executePlacement('p1', { tags: 'vip' }, { token: 'fan' });
    await executePlacement('p1', { tags: 'vip' }, { token: 'fan' });
    expect(first).toEqual({
      id: 'c',
      rulesetId: 'r',
      contentType: 'CAMPAIGN',
      blocks: [{ contentType: 'PROMO', title: 'Hi' }],
    });
    const calls = upstream.callsTo('/content/v1/FURLONG/placements/p1/execute');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.url.searchParams.get('tags')).toBe('vip');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer fan');
  });

  it('is null without a campaign', async () => {
    upstream.on('GET', '/content/v1/FURLONG/placements/p2/execute', { json: envelopeOf({ campaign: null }) });
    expect(await executePlacement('p2')).toBeNull();
  });
});
