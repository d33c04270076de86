import 'server-only';
import { searchArticles } from './search';
import { allCategoriesQuery } from './search-queries';
import type { SearchResult } from '../types/lists';

/** The filterable list shows 9 articles per page. */
export const FILTERABLE_PAGE_SIZE = 9;

/** A filterable list: its own category, and the options a visitor chose (none: the list as it stands). */
export interface FilterableListQuery {
  categoryId: string;
  chosen: readonly string[];
}

/**
 * The filterable list: a search of size 9 for articles in the list's own category and
 * in every chosen option's. Throws UpstreamUnavailableError.
 */
export async function getFilterableList(list: FilterableListQuery, page = 0): Promise<SearchResult> {
  // With no option chosen it is what the list's page shows; with options chosen it is a visitor's
  // filter, kept apart from what pages are made of.
  return searchArticles(
    { query: allCategoriesQuery([list.categoryId, ...list.chosen]), page, size: FILTERABLE_PAGE_SIZE },
    { oneOff: list.chosen.length > 0 },
  );
}
