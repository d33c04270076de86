import { joinListLoads, type JoinedLoads } from '@/platform/shared/list-loads';
import type { NewsPageState } from '@/platform/types/lists';

/**
 * The most loads one URL can ask for: 18 + 19 × 6 = 132 articles. Past it the list stops offering
 * 'load more', so a hand-made `?page=` can never fan out into more upstream calls than this.
 */
export const MAX_NEWS_LOADS = 20;

/** What a news list shows for `?page=N`: every article of loads 1..N, in order. */
export type NewsView = JoinedLoads;

/** How many loads to fetch for a requested page: within 1..totalPages and never past the cap. */
export function loadsToFetch(requestedPage: number, totalPages: number): number {
  return Math.max(1, Math.min(requestedPage, totalPages, MAX_NEWS_LOADS));
}

/**
 * Joins consecutive loads (spec §4 state, pageNumber 0, 1, …) into one list. More is offered while the
 * last load says there are additional articles to fetch (spec §4), below the cap.
 */
export function joinLoads(loads: readonly NewsPageState[]): NewsView {
  return joinListLoads(loads, loads.at(-1)?.additionalArticlesToFetch ?? false, MAX_NEWS_LOADS);
}
