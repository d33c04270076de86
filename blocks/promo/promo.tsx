import { promoSearchParams } from './promo-request';
import type { PromoProps } from './promo-schema';
import { PromoSlot } from './promo-slot.lazy';

/**
 * PROMO: a personalised placement, chosen per visitor at run time (its answer is never cached). The
 * page's HTML is the same for everyone, so it holds only the block's room; in the browser the campaign
 * is asked for through our own route with the visitor's token kept on the server, and drawn with the
 * same block components as the rest of the page (docs/decisions/0015).
 */
export function PromoBlock(props: PromoProps) {
  const label = props.placementId ?? props.sourceSystemId ?? 'without an id';
  return <PromoSlot query={promoSearchParams(props).toString()} label={label} />;
}
