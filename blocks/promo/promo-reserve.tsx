/**
 * The room a personalised block keeps while its campaign is on the way, about the height of the banner
 * that usually arrives (a versatile block), so the page below does not move when it does. An empty
 * answer gives the room back; the block sits low on its pages, below the first screen.
 */
export function PromoReserve() {
  return <div data-promo-reserve="" className="min-h-[32rem]" />;
}
