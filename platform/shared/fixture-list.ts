// No 'server-only': pure paging over loads the caller makes (each through the platform's cached calls).
import { isFixtureList, orderFixtures } from './fixture-order';
import type { ArticleSummary } from '../types/article';
import type { SearchResult } from '../types/lists';

/**
 * Every article of a paged search, given its first load: the other pages fetched together, at most
 * `maxLoads` loads in all, an article that moved between loads shown once.
 */
export async function loadWholeList(
  first: SearchResult,
  load: (index: number) => Promise<SearchResult>,
  maxLoads: number,
): Promise<ArticleSummary[]> {
  const count = Math.max(1, Math.min(first.totalPages, maxLoads));
  const rest = await Promise.all(Array.from({ length: count - 1 }, (_, index) => load(index + 1)));
  const byId = new Map<string, ArticleSummary>();
  for (const article of [first, ...rest].flatMap((result) => result.articles)) {
    if (!byId.has(article.id)) byId.set(article.id, article);
  }
  return [...byId.values()];
}

/**
 * The whole list in fixture order when its first load is all events (docs/decisions/0022), else null,
 * and the list keeps the service's paging. A fixture list is short (a season's meetings), so ordering
 * it by date on our side costs a few cached calls, where the service can only sort by publish date.
 */
export async function loadFixtureList(
  first: SearchResult,
  load: (index: number) => Promise<SearchResult>,
  maxLoads: number,
  today: string,
): Promise<ArticleSummary[] | null> {
  if (!isFixtureList(first.articles)) return null;
  return orderFixtures(await loadWholeList(first, load, maxLoads), today);
}
