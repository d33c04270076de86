// The `sizes` of card images for the grids they sit in, so the browser picks the smallest source.
// Widths follow the page container (max-w-7xl, 1280px) and Tailwind's breakpoints (spec §9).

/** The feature card: full width on a phone, half of the container from lg (spans 2 of 4 columns). */
export const FEATURE_CARD_SIZES = '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw';

/** A card in a 4-column grid from lg, 2 columns from sm. */
export const QUARTER_CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** A card in a 3-column grid from lg, 2 columns from sm. */
export const THIRD_CARD_SIZES =
  '(min-width: 1280px) 410px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
