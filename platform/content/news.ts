import 'server-only';
import { searchArticles } from './search';
import { listedArticlesQuery } from './search-queries';
import type { NewsPageState } from '../types/lists';

/** A news list shows 18 articles on the first load, 6 on each further load. */
export const NEWS_FIRST_PAGE_SIZE = 18;
export const NEWS_NEXT_PAGE_SIZE = 6;
/** The first load holds this many pages of the further-load size. */
const SMALL_PAGES_IN_FIRST = NEWS_FIRST_PAGE_SIZE / NEWS_NEXT_PAGE_SIZE;

function loadsFor(totalItems: number): number {
  if (totalItems <= 0) return 0;
  return 1 + Math.ceil(Math.max(0, totalItems - NEWS_FIRST_PAGE_SIZE) / NEWS_NEXT_PAGE_SIZE);
}

// Without a total count the service only says how many pages of the asked size there are.
function loadsFromPages(first: boolean, totalPages: number): number {
  if (!first) return Math.max(1, totalPages - (SMALL_PAGES_IN_FIRST - 1));
  // After the first load: the fewest loads that many pages of 18 can hold.
  return totalPages <= 1 ? totalPages : loadsFor(NEWS_FIRST_PAGE_SIZE * (totalPages - 1) + 1);
}

/**
 * One load of a news category list. `pageNumber` counts loads: 0 is the first 18
 * articles, n >= 1 the n-th further 6. The service counts pages in the size asked for, so a
 * further load asks for page n + 2 of size 6 (the first 18 are its pages 0 to 2) and no article
 * repeats. totalPages counts loads too. Throws UpstreamUnavailableError.
 */
export async function getNewsPage(categoryId: string, pageNumber = 0): Promise<NewsPageState> {
  const first = pageNumber <= 0;
  const current = first ? 0 : pageNumber;
  const result = await searchArticles({
    query: listedArticlesQuery(categoryId),
    page: first ? 0 : current + SMALL_PAGES_IN_FIRST - 1,
    size: first ? NEWS_FIRST_PAGE_SIZE : NEWS_NEXT_PAGE_SIZE,
  });
  const totalPages =
    result.totalItems !== null ? loadsFor(result.totalItems) : loadsFromPages(first, result.totalPages);
  return {
    articles: result.articles,
    pageNumber: current,
    totalPages,
    initialLoadDone: true,
    // More to load while pageNumber + 1 < totalPages.
    additionalArticlesToFetch: current + 1 < totalPages,
    isFetchingAdditionalArticles: false,
  };
}
