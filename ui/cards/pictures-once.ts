import type { ArticleSummary } from '@/platform/types/article';

/**
 * The cards of a list that would show a picture the reader already sees: the page's own hero, or an
 * earlier card's. Editors give many pages one picture (every policy its racecard drawing, every partner
 * without a logo the grandstand), so a side list of them would repeat it card after card; those cards
 * are drawn as text instead. A page never shows one picture twice.
 */
export function cardsWithoutPicture(
  summaries: readonly ArticleSummary[],
  shown: readonly (string | null | undefined)[] = [],
): ReadonlySet<string> {
  const seen = new Set(shown.filter((src): src is string => Boolean(src)));
  const plain = new Set<string>();
  for (const summary of summaries) {
    const src = summary.hero.heroImage.src;
    if (seen.has(src)) plain.add(summary.id);
    else seen.add(src);
  }
  return plain;
}
