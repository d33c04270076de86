// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { PromoBlock } from './promo';
import { promoSchema } from './promo-schema';
import { promoFixture } from './promo.fixture';

describe('PromoBlock', () => {
  it('draws nothing until the personalised content is chosen', () => {
    const { container } = render(<PromoBlock {...promoFixture()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('promoSchema', () => {
  it("reads the pack's placement block", () => {
    expect(
      promoSchema.parse({
        contentType: 'PROMO',
        placementId: 'placement-home-banner',
        params: {},
        tags: [],
        linkedBy: { linkType: '', linkedIds: [] },
        sourceSystemId: 'placement-home-banner',
        categoryIds: [],
      }),
    ).toEqual(promoFixture());
  });

  it("reads the pack's content-query block", () => {
    expect(
      promoSchema.parse({
        contentType: 'PROMO',
        placementId: '',
        params: { size: 1 },
        tags: ['royal-kingsmere'],
        linkedBy: { linkType: 'HORSE', linkedIds: ['horse-silver-lantern'] },
        sourceSystemId: 'promo-by-content',
        categoryIds: ['cat-royal-kingsmere'],
      }),
    ).toEqual({
      placementId: undefined,
      sourceSystemId: 'promo-by-content',
      params: { size: 1 },
      tags: ['royal-kingsmere'],
      linkedBy: { linkType: 'HORSE', linkedIds: ['horse-silver-lantern'] },
      categoryIds: ['cat-royal-kingsmere'],
      rulesetId: undefined,
    });
  });

  it('rejects a block with neither a placement nor an id, or with malformed lists', () => {
    expect(promoSchema.safeParse({ contentType: 'PROMO', placementId: '', tags: [] }).success).toBe(false);
    expect(promoSchema.safeParse({ placementId: 'p', tags: 'royal-kingsmere' }).success).toBe(false);
  });
});
