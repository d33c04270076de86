import 'server-only';
import { loadPage, type PagedArticles } from '@/features/lists/paged-result';
import { getCategories } from '@/platform/content/categories';
import { searchArticles } from '@/platform/content/search';
import { freeTextQuery } from './search-query';

/** Results a page: four rows of the three-column grid. */
export const SEARCH_PAGE_SIZE = 12;

/** Categories whose articles are never pages of their own ('utility'), so never results. */
const HIDDEN_SLUGS = new Set(['utility']);

const NOTHING: PagedArticles = { articles: [], page: 1, lastPage: 1, totalItems: 0 };

/**
 * One page of results for normalised free text (see normaliseQuery), newest first as the service
 * orders them. Throws UpstreamUnavailableError: a failed search is an error, not 'No results'.
 */
export async function loadSearch(text: string, page: number): Promise<PagedArticles> {
  const hidden = (await getCategories()).filter((category) => HIDDEN_SLUGS.has(category.slug));
  const query = freeTextQuery(
    text,
    hidden.map((category) => category.id),
  );
  if (query === null) return NOTHING;
  // A visitor's words: a flood of unique searches must not push out the pages' last good copies.
  return loadPage(
    (index) => searchArticles({ query, page: index, size: SEARCH_PAGE_SIZE }, { oneOff: true }),
    page,
  );
}
