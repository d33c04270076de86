/** The route that renders a category's list page; the proxy rewrites category paths to it. */
export const CATEGORY_LIST_ROUTE = '/category-list';

/** The route that renders a page with a filterable list for its filter address (`?filter=…&page=…`). */
export const FILTERED_PAGE_ROUTE = '/filtered-page';
