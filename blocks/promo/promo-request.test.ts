import { promoSearchParams } from './promo-request';
import { promoFixture } from './promo.fixture';

describe('promoSearchParams', () => {
  it("puts every part of the block's data in the query: lists repeated, params as JSON", () => {
    const query = promoSearchParams(
      promoFixture({
        params: { size: 1 },
        tags: ['a', 'b'],
        categoryIds: ['c'],
        linkedBy: { linkType: 'HORSE', linkedIds: ['h1', 'h2'] },
      }),
    );
    expect([...query]).toEqual([
      ['placementId', 'placement-home-banner'],
      ['sourceSystemId', 'placement-home-banner'],
      ['tags', 'a'],
      ['tags', 'b'],
      ['categoryIds', 'c'],
      ['linkType', 'HORSE'],
      ['linkedIds', 'h1'],
      ['linkedIds', 'h2'],
      ['params', '{"size":1}'],
    ]);
  });

  it('leaves out what the block does not have, and linked ids without a type', () => {
    const query = promoSearchParams(
      promoFixture({ linkedBy: { linkType: undefined, linkedIds: ['h1'] }, sourceSystemId: undefined }),
    );
    expect(query.toString()).toBe('placementId=placement-home-banner');
  });
});
