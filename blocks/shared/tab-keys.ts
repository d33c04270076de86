/**
 * WAI-ARIA tabs: the tab a key moves to from `index` among `count`, wrapping at the ends; Home and End
 * go to the first and last. Up and down also move in a vertical tab list. Undefined for any other key.
 */
export function tabKeyTarget(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): number | undefined {
  const last = count - 1;
  const next = index === last ? 0 : index + 1;
  const previous = index === 0 ? last : index - 1;
  const moves: Record<string, number> = { ArrowRight: next, ArrowLeft: previous, Home: 0, End: last };
  if (orientation === 'vertical') Object.assign(moves, { ArrowDown: next, ArrowUp: previous });
  return moves[key];
}
