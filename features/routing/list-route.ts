/** The route that renders a category's list page; the proxy rewrites category paths to it. */
export const CATEGORY_LIST_ROUTE = '/category-list';

/** The route that renders a page with a filterable list for its filter address (`?filter=…&page=…`). */
export const FILTERED_PAGE_ROUTE = '/filtered-page';

/**
 * How long a shared cache may keep a page rendered per request (a list, a filter address, a search):
 * fresh as long as the cached pages' own revalidation (`revalidate = 30`), then answered stale for up to
 * five minutes while one request fetches it again, and for an hour while the site fails. Its HTML
 * depends on the address alone, as every page's does (the proxy does all that differs per visitor), so
 * it is public. A window of 30 s left a crowd's list pages expired between two visits, and each visit
 * then waited for a render (docs/decisions/0016).
 */
export const PER_REQUEST_CACHE_CONTROL =
  'public, s-maxage=30, stale-while-revalidate=300, stale-if-error=3600';
