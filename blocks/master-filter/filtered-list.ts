import 'server-only';
import {
  FILTERABLE_PAGE_SIZE,
  getFilterableList,
  type FilterableListQuery,
} from '@/platform/content/filterable-list';
import { systemClock, venueToday, type Clock } from '@/platform/shared/clock';
import { loadFixtureList } from '@/platform/shared/fixture-list';
import { joinListLoads, type JoinedLoads } from '@/platform/shared/list-loads';
import type { ArticleSummary } from '@/platform/types/article';
import type { SearchResult } from '@/platform/types/lists';

/**
 * The most loads one address can ask for (20 × 9 = 180 articles). Past it 'Load more' is no longer
 * offered, so a hand-made `?page=` never fans out into more upstream calls than this.
 */
export const MAX_FILTER_LOADS = 20;

/** What a filterable list shows for `?page=N`, and how many articles the service counts. */
export interface FilteredList extends JoinedLoads {
  totalItems: number | null;
}

/**
 * Joins consecutive loads of the filterable list. 'Load more' is offered while fewer articles are
 * loaded than the service counts (loaded < totalItems), or, when it gives no count,
 * while it says more pages follow; a load that came back empty ends the list either way.
 */
export function joinFilteredLoads(loads: readonly SearchResult[]): FilteredList {
  const loaded = loads.reduce((sum, load) => sum + load.articles.length, 0);
  const last = loads.at(-1);
  const totalItems = last?.totalItems ?? null;
  const more =
    last !== undefined &&
    last.articles.length > 0 &&
    (totalItems !== null ? loaded < totalItems : last.pageNumber + 1 < last.totalPages);
  return { ...joinListLoads(loads, more, MAX_FILTER_LOADS), totalItems };
}

/** A fixture list held whole, shown as `?page=N` would show its loads of 9: the first N × 9. */
export function joinFixtureLoads(fixtures: readonly ArticleSummary[], page: number): FilteredList {
  const available = Math.max(1, Math.ceil(fixtures.length / FILTERABLE_PAGE_SIZE));
  const count = Math.max(1, Math.min(Math.floor(page), available, MAX_FILTER_LOADS));
  const loads = Array.from({ length: count }, (_, index) => ({
    articles: fixtures.slice(index * FILTERABLE_PAGE_SIZE, (index + 1) * FILTERABLE_PAGE_SIZE),
  }));
  const more = count * FILTERABLE_PAGE_SIZE < fixtures.length;
  return { ...joinListLoads(loads, more, MAX_FILTER_LOADS), totalItems: fixtures.length };
}

/**
 * The filterable list as `?page=N` shows it: loads 0..N-1, 9 articles a load, each through the
 * platform's cached search so every load is shared with other visitors' pages. The first load says how
 * many there are, then the rest are fetched together. A list of events (What's on) is a fixture list:
 * all of it is read, coming meetings shown soonest first (docs/decisions/0022).
 * Throws UpstreamUnavailableError.
 */
export async function loadFilteredList(
  list: FilterableListQuery,
  page: number,
  clock: Clock = systemClock,
): Promise<FilteredList> {
  const load = (index: number) => getFilterableList(list, index);
  const first = await load(0);
  const fixtures = await loadFixtureList(first, load, MAX_FILTER_LOADS, venueToday(clock));
  if (fixtures) return joinFixtureLoads(fixtures, page);
  const count = Math.max(1, Math.min(Math.floor(page), first.totalPages, MAX_FILTER_LOADS));
  const rest = await Promise.all(
    Array.from({ length: count - 1 }, (_, index) => getFilterableList(list, index + 1)),
  );
  return joinFilteredLoads([first, ...rest]);
}
