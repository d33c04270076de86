import 'server-only';
import { getNewsPage } from '@/platform/content/news';
import { mapInGroups } from '@/platform/shared/map-in-groups';
import { joinLoads, loadsToFetch, NEWS_LOADS_AT_ONCE, type NewsView } from './news-loads';

/**
 * A news list as `?page=N` shows it: the first load of 18, then loads 1..N-1 of 6 each,
 * each through getNewsPage so every load is cached and shared with other visitors' pages. The first
 * load says how many there are, then the rest are fetched NEWS_LOADS_AT_ONCE at a time, so a deep page
 * never asks the service for hundreds of loads at once. Throws UpstreamUnavailableError.
 */
export async function loadNews(categoryId: string, page: number): Promise<NewsView> {
  const first = await getNewsPage(categoryId, 0);
  const count = loadsToFetch(page, first.totalPages);
  const later = Array.from({ length: count - 1 }, (_, index) => index + 1);
  const rest = await mapInGroups(later, NEWS_LOADS_AT_ONCE, (pageNumber) =>
    getNewsPage(categoryId, pageNumber),
  );
  return joinLoads([first, ...rest]);
}
