import { promoSearchParams } from '@/blocks/promo/promo-request';
import { promoFixture } from '@/blocks/promo/promo.fixture';
import { contentQueryOf, placementParams, readPromoQuery } from './promo-query';

const read = (query: string) => readPromoQuery(new URLSearchParams(query));

describe('readPromoQuery', () => {
  it("reads back what a placement block asks with, the placement's id standing for a missing sourceSystemId", () => {
    const asked = promoSearchParams(
      promoFixture({
        placementId: 'placement-home-banner',
        sourceSystemId: undefined,
        params: { size: 2, region: 'south', vip: true },
        tags: ['royal', 'racing'],
        categoryIds: ['cat-royal'],
        linkedBy: { linkType: 'HORSE', linkedIds: ['h1', 'h2'] },
      }),
    );
    expect(readPromoQuery(asked)).toEqual({
      placementId: 'placement-home-banner',
      sourceSystemId: 'placement-home-banner',
      tags: ['royal', 'racing'],
      categoryIds: ['cat-royal'],
      linkedBy: { linkType: 'HORSE', linkedIds: ['h1', 'h2'] },
      params: { size: 2, region: 'south', vip: true },
    });
  });

  it('reads a content-query block, which has no placement', () => {
    expect(read('sourceSystemId=promo-by-content&tags=royal-kingsmere')).toEqual({
      placementId: undefined,
      sourceSystemId: 'promo-by-content',
      tags: ['royal-kingsmere'],
      categoryIds: [],
      linkedBy: undefined,
      params: {},
    });
  });

  it('refuses what is not a block: no id, unknown or repeated names, bad params, unpaired links, long lists', () => {
    expect(read('')).toBeNull();
    expect(read('tags=royal')).toBeNull();
    expect(read('placementId=p&clientId=OTHER')).toBeNull();
    expect(read('placementId=p&placementId=q')).toBeNull();
    expect(read('placementId=p&params=not-json')).toBeNull();
    expect(read('placementId=p&params=[1,2]')).toBeNull();
    expect(read(`placementId=p&params=${encodeURIComponent('{"nested":{"a":1}}')}`)).toBeNull();
    expect(read('placementId=p&linkType=HORSE')).toBeNull();
    expect(read('placementId=p&linkedIds=h1')).toBeNull();
    expect(read(`placementId=${'x'.repeat(129)}`)).toBeNull();
    expect(read(`placementId=p&tags=a%0Ab`)).toBeNull();
    expect(read(`placementId=p${'&tags=t'.repeat(21)}`)).toBeNull();
  });
});

describe('placementParams and contentQueryOf', () => {
  const query = readPromoQuery(
    new URLSearchParams(
      promoSearchParams(
        promoFixture({
          params: { size: 1, tags: 'from-params', sourceSystemId: 'spoofed' },
          tags: ['royal', 'vip'],
          categoryIds: ['cat-1', 'cat-2'],
          linkedBy: { linkType: 'HORSE', linkedIds: ['h1', 'h2'] },
        }),
      ),
    ),
  )!;

  it("sends the placement the block's params, its lists as comma lists, linked ids as type:ids and its id", () => {
    expect(placementParams(query)).toEqual({
      size: 1,
      tags: ['royal', 'vip'],
      categories: ['cat-1', 'cat-2'],
      linkedIds: 'HORSE:h1,h2',
      sourceSystemId: 'placement-home-banner',
    });
  });

  it('leaves out empty lists', () => {
    expect(placementParams({ ...query, tags: [], categoryIds: [], linkedBy: undefined, params: {} })).toEqual(
      {
        sourceSystemId: 'placement-home-banner',
      },
    );
  });

  it('asks the content service by the same tags, categories and linked ids', () => {
    expect(contentQueryOf(query)).toEqual({
      tags: ['royal', 'vip'],
      categoryIds: ['cat-1', 'cat-2'],
      linkedIds: [{ type: 'HORSE', ids: ['h1', 'h2'] }],
      params: { size: 1, tags: 'from-params', sourceSystemId: 'spoofed' },
    });
  });
});
