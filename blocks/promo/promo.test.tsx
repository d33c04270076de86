// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { PromoBlock } from './promo';
import { promoSchema } from './promo-schema';
import { promoFixture } from './promo.fixture';

vi.mock('./promo-slot.lazy', () => ({
  PromoSlot: ({ query, label }: { query: string; label: string }) => (
    <div data-testid="slot" data-query={query} data-label={label} />
  ),
}));

describe('PromoBlock', () => {
  it("hands the browser's slot the block's data as the query of our own route", () => {
    const { getByTestId } = render(
      <PromoBlock
        {...promoFixture({ tags: ['royal'], linkedBy: { linkType: 'HORSE', linkedIds: ['h1'] } })}
      />,
    );
    const slot = getByTestId('slot');
    expect(slot).toHaveAttribute('data-label', 'placement-home-banner');
    expect(new URLSearchParams(slot.getAttribute('data-query') ?? '').toString()).toBe(
      'placementId=placement-home-banner&sourceSystemId=placement-home-banner&tags=royal&linkType=HORSE&linkedIds=h1',
    );
  });

  it('names a content-query block by its sourceSystemId', () => {
    const { getByTestId } = render(
      <PromoBlock {...promoFixture({ placementId: undefined, sourceSystemId: 'promo-by-content' })} />,
    );
    expect(getByTestId('slot')).toHaveAttribute('data-label', 'promo-by-content');
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
