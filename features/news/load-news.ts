import 'server-only';
import { getNewsPage } from '@/platform/content/news';
import { joinLoads, loadsToFetch, type NewsView } from './news-loads';

/**
 * A news list as `?page=N` shows it: the first load of 18, then loads 1..N-1 of 6 each (spec §9),
 * each through getNewsPage so every load is cached and shared with other visitors' pages. The first
 * load says how many there are, then the rest are fetched together. Throws UpstreamUnavailableError.
 */
export async function loadNews(categoryId: string, page: number): Promise<NewsView> {
  const first = await getNewsPage(categoryId, 0);
  const count = loadsToFetch(page, first.totalPages);
  const rest = await Promise.all(
    Array.from({ length: count - 1 }, (_, index) => getNewsPage(categoryId, index + 1)),
  );
  return joinLoads([first, ...rest]);
}
