/** The route that renders a category's list page; the proxy rewrites category paths to it. */
export const CATEGORY_LIST_ROUTE = '/category-list';

/** `?page=` as a page index: a whole number from 0, anything else (hostile or absent) is 0. */
export function pageIndex(value: string | string[] | undefined, max = 1000): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}$/.test(raw)) return 0;
  return Math.min(Number(raw), max);
}
