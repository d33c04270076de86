// The `sizes` of card images for the grids they sit in, so the browser picks the smallest source.
// Widths follow the page container (max-w-7xl, 1280px) and Tailwind's breakpoints (sm 640, md 768,
// lg 1024, xl 1280, 2xl 1536). On a phone a card sits inside the page's padding and often a section's
// too: 4rem narrower than the screen.

/** A phone's card: the screen less the page's and a section's padding. */
export const PHONE_CARD = 'calc(100vw - 4rem)';

/**
 * The feature card: full width on a phone; from lg it spans two columns and two rows of the grid, taller
 * than wide, so its 16:9 picture, covering it, is drawn about as wide as the screen.
 */
export const FEATURE_CARD_SIZES = '(min-width: 1024px) 92vw, 100vw';

/** A card in a 4-column grid from lg, 2 columns from sm. */
export const QUARTER_CARD_SIZES = `(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, ${PHONE_CARD}`;

/** A card in a 3-column grid from lg, 2 columns from sm. */
export const THIRD_CARD_SIZES = `(min-width: 1280px) 410px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, ${PHONE_CARD}`;
