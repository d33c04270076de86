import { joinListLoads, type JoinedLoads } from '@/platform/shared/list-loads';
import type { NewsPageState } from '@/platform/types/lists';

/**
 * 'Load more' is offered until the service says the category has nothing more (its last page). This
 * cap only guards against a runaway count: 18 + 499 × 6 = 3,012 articles, years of any venue's news.
 * A hand-made `?page=` past it shows the capped list and cannot fan out into more upstream calls.
 */
export const MAX_NEWS_LOADS = 500;

/** How many of a page's loads are asked of the content service at once. */
export const NEWS_LOADS_AT_ONCE = 8;

/** What a news list shows for `?page=N`: every article of loads 1..N, in order. */
export type NewsView = JoinedLoads;

/** How many loads to fetch for a requested page: within 1..totalPages and never past the cap. */
export function loadsToFetch(requestedPage: number, totalPages: number): number {
  return Math.max(1, Math.min(requestedPage, totalPages, MAX_NEWS_LOADS));
}

/**
 * Joins consecutive loads (pageNumber 0, 1, …) into one list. More is offered while the
 * last load says there are additional articles to fetch (pageNumber + 1 < totalPages), below the cap.
 */
export function joinLoads(loads: readonly NewsPageState[]): NewsView {
  return joinListLoads(loads, loads.at(-1)?.additionalArticlesToFetch ?? false, MAX_NEWS_LOADS);
}
