import 'server-only';
import { searchArticles } from './search';
import { allCategoriesQuery } from './search-queries';
import type { SearchResult } from '../types/lists';

/** spec §9: filterable list, 9 per page. */
export const FILTERABLE_PAGE_SIZE = 9;

/**
 * The filterable list (spec blocks §7): a search of size 9 for articles in all the given categories,
 * the list's own first, then the visitor's chosen options. No categories, no articles.
 * Throws UpstreamUnavailableError.
 */
export async function getFilterableList(categoryIds: readonly string[], page = 0): Promise<SearchResult> {
  if (categoryIds.length === 0) return { articles: [], pageNumber: page, totalPages: 0, totalItems: 0 };
  // The list's own category alone is what its page shows; with options chosen it is a visitor's filter,
  // kept apart from what pages are made of.
  return searchArticles(
    { query: allCategoriesQuery(categoryIds), page, size: FILTERABLE_PAGE_SIZE },
    { oneOff: categoryIds.length > 1 },
  );
}
