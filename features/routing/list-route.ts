/** The route that renders a category's list page; the proxy rewrites category paths to it. */
export const CATEGORY_LIST_ROUTE = '/category-list';
