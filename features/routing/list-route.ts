/** The route that renders a category's list page; the proxy rewrites category paths to it. */
export const CATEGORY_LIST_ROUTE = '/category-list';

/** The route that renders a page with a filterable list for its filter address (`?filter=…&page=…`). */
export const FILTERED_PAGE_ROUTE = '/filtered-page';

/**
 * How long a shared cache may keep a page rendered per request (a list, a filter address, a search):
 * as long as the cached pages' own revalidation (`revalidate = 30`). Its HTML depends on the address
 * alone, as every page's does (the proxy does all that differs per visitor), so it is public.
 */
export const PER_REQUEST_CACHE_CONTROL = 'public, s-maxage=30, stale-while-revalidate=30';
