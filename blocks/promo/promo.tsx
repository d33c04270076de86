import type { PromoProps } from './promo-schema';

/**
 * PROMO: a personalised placement, chosen per visitor at run time. The block holds no content of its
 * own, and an empty campaign shows nothing (spec blocks §8), so until the personalised part arrives
 * nothing is drawn and no room is kept that might stay empty.
 */
export function PromoBlock(_props: PromoProps) {
  return null;
}
