import 'server-only';
import { getFilterableList } from '@/platform/content/filterable-list';
import type { ArticleSummary } from '@/platform/types/article';
import type { SearchResult } from '@/platform/types/lists';

/**
 * The most loads one address can ask for (20 × 9 = 180 articles). Past it 'Load more' is no longer
 * offered, so a hand-made `?page=` never fans out into more upstream calls than this.
 */
export const MAX_FILTER_LOADS = 20;

/** What a filterable list shows for `?page=N`: every article of loads 1..N, in order. */
export interface FilteredList {
  articles: ArticleSummary[];
  /** Loads shown, 1-based: the page number the address now stands for. */
  page: number;
  /** Where each load after the first starts in `articles`, by its 1-based page number. */
  loadStarts: ReadonlyMap<number, number>;
  /** The page 'Load more' asks for, or null when everything is shown (or the cap is reached). */
  nextPage: number | null;
  totalItems: number | null;
}

/**
 * Joins consecutive loads of the filterable list. 'Load more' is offered while fewer articles are
 * loaded than the service counts (spec blocks §5: loaded < totalItems), or, when it gives no count,
 * while it says more pages follow; a load that came back empty ends the list either way.
 */
export function joinFilteredLoads(loads: readonly SearchResult[]): FilteredList {
  const articles: ArticleSummary[] = [];
  const seen = new Set<string>();
  const loadStarts = new Map<number, number>();
  let loaded = 0;
  loads.forEach((load, position) => {
    const start = articles.length;
    loaded += load.articles.length;
    for (const article of load.articles) {
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      articles.push(article);
    }
    if (position > 0 && articles.length > start) loadStarts.set(position + 1, start);
  });
  const last = loads.at(-1);
  const page = Math.max(1, loads.length);
  const totalItems = last?.totalItems ?? null;
  const more =
    last !== undefined &&
    last.articles.length > 0 &&
    (totalItems !== null ? loaded < totalItems : last.pageNumber + 1 < last.totalPages);
  return {
    articles,
    page,
    loadStarts,
    nextPage: more && page < MAX_FILTER_LOADS ? page + 1 : null,
    totalItems,
  };
}

/**
 * The filterable list as `?page=N` shows it: loads 0..N-1 of 9 (spec blocks §7), each through the
 * platform's cached search so every load is shared with other visitors' pages. The first load says how
 * many there are, then the rest are fetched together. Throws UpstreamUnavailableError.
 */
export async function loadFilteredList(categoryIds: readonly string[], page: number): Promise<FilteredList> {
  const first = await getFilterableList(categoryIds, 0);
  const count = Math.max(1, Math.min(Math.floor(page), first.totalPages, MAX_FILTER_LOADS));
  const rest = await Promise.all(
    Array.from({ length: count - 1 }, (_, index) => getFilterableList(categoryIds, index + 1)),
  );
  return joinFilteredLoads([first, ...rest]);
}
