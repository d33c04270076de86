/** Classes for the cells of the news grid (2 columns from md, 4 from lg). */
export interface NewsGridLayout {
  feature: string;
  /** One entry per card after the feature. */
  others: string[];
}

/**
 * The first card spans 2×2 beside up to four others. With fewer than four, the others
 * widen to fill the 2×2 beside it (a wide card turns sideways by its container query), so a short
 * list leaves no hole; with none, the feature takes the whole row.
 */
export function newsGridLayout(othersCount: number): NewsGridLayout {
  const count = Math.max(0, Math.min(4, othersCount));
  if (count === 0) return { feature: 'md:col-span-2 lg:col-span-4', others: [] };
  const feature = count === 1 ? 'md:col-span-2' : 'md:col-span-2 lg:row-span-2';
  const others = Array.from({ length: count }, (_, index) => {
    const aloneAtMd = index === count - 1 && count % 2 === 1;
    const wideAtLg = count < 4 && (count !== 3 || index === 2);
    return [aloneAtMd ? 'md:col-span-2' : '', wideAtLg ? 'lg:col-span-2' : ''].filter(Boolean).join(' ');
  });
  return { feature, others };
}
