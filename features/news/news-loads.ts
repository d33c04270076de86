import type { ArticleSummary } from '@/platform/types/article';
import type { NewsPageState } from '@/platform/types/lists';

/**
 * The most loads one URL can ask for: 18 + 19 × 6 = 132 articles. Past it the list stops offering
 * 'load more', so a hand-made `?page=` can never fan out into more upstream calls than this.
 */
export const MAX_NEWS_LOADS = 20;

/** What a news list shows for `?page=N`: every article of loads 1..N, in order. */
export interface NewsView {
  articles: ArticleSummary[];
  /** Loads shown, 1-based: the page number the URL now stands for. */
  page: number;
  /** Where each load after the first starts in `articles`, by its 1-based page number. */
  loadStarts: ReadonlyMap<number, number>;
  /** The page a 'load more' link asks for, or null when there is nothing more (or the cap is reached). */
  nextPage: number | null;
}

/** How many loads to fetch for a requested page: within 1..totalPages and never past the cap. */
export function loadsToFetch(requestedPage: number, totalPages: number): number {
  return Math.max(1, Math.min(requestedPage, totalPages, MAX_NEWS_LOADS));
}

/**
 * Joins consecutive loads (spec §4 state, pageNumber 0, 1, …) into one list. An article that moved
 * between two loads while they were fetched is shown once. More is offered while the last load says
 * pageNumber + 1 < totalPages (spec §4), below the cap.
 */
export function joinLoads(loads: readonly NewsPageState[]): NewsView {
  const articles: ArticleSummary[] = [];
  const seen = new Set<string>();
  const loadStarts = new Map<number, number>();
  loads.forEach((load, position) => {
    const start = articles.length;
    for (const article of load.articles) {
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      articles.push(article);
    }
    if (position > 0 && articles.length > start) loadStarts.set(position + 1, start);
  });
  const last = loads.at(-1);
  const page = Math.max(1, loads.length);
  const more = last !== undefined && last.additionalArticlesToFetch && page < MAX_NEWS_LOADS;
  return { articles, page, loadStarts, nextPage: more ? page + 1 : null };
}
