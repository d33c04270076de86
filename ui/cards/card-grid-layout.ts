import { THIRD_CARD_SIZES } from './card-sizes';

/** A wide last card's image: half its cell, which spans the whole container. */
const WIDE_LAST_SIZES = '(min-width: 1280px) 640px, (min-width: 640px) 50vw, 100vw';

export interface CellLayout {
  className: string;
  sizes: string;
}

/**
 * Where a card sits in the grid (one column, two from sm, three from lg). A last card that would
 * stand alone in its row spans the row instead, and turns sideways (its container query), so a
 * list never ends on a lonely narrow card.
 */
export function cellLayout(index: number, count: number): CellLayout {
  const last = index === count - 1;
  const aloneAtSm = last && count % 2 === 1;
  const aloneAtLg = last && count % 3 === 1;
  const classes = [
    aloneAtSm ? 'sm:col-span-2' : '',
    aloneAtLg ? 'lg:col-span-3' : aloneAtSm ? 'lg:col-span-1' : '',
  ];
  return {
    className: classes.filter(Boolean).join(' '),
    sizes: aloneAtLg ? WIDE_LAST_SIZES : THIRD_CARD_SIZES,
  };
}
