import type { PromoProps } from './promo-schema';

export function promoFixture(overrides: Partial<PromoProps> = {}): PromoProps {
  return {
    placementId: 'placement-home-banner',
    sourceSystemId: 'placement-home-banner',
    params: {},
    tags: [],
    linkedBy: { linkType: undefined, linkedIds: [] },
    categoryIds: [],
    rulesetId: undefined,
    ...overrides,
  };
}
