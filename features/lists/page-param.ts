/** `?page=` as Next hands it to a page: absent, once, or repeated. */
export type PageParam = string | string[] | undefined;

/** The highest page any list accepts from a URL: far past real content, small enough to be harmless. */
export const MAX_PAGE = 500;

/**
 * `?page=` as a 1-based page number. Pages in URLs count from 1 (`?page=2` is the page labelled 2);
 * anything that is not a whole number (absent, '-1', 'abc', '1e9', '') is page 1, a repeated
 * parameter uses its first value, and a huge number is held at `max`.
 */
export function parsePage(value: PageParam, max = MAX_PAGE): number {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw || !/^\d+$/.test(raw)) return 1;
  return clampPage(Number(raw), max);
}

/** A page number held within 1..last (a list with no pages still has page 1). */
export function clampPage(page: number, last: number): number {
  const top = Math.max(1, Math.floor(last));
  if (!Number.isFinite(page)) return page > 0 ? top : 1;
  return Math.min(Math.max(1, Math.floor(page)), top);
}

/** Query parameters a list's page links keep: by name, or as pairs when a name repeats (`filter`). */
export type KeptParams = Readonly<Record<string, string>> | readonly (readonly [string, string])[];

/**
 * A list page's address: page 1 has no `?page=` (one address per page), other pages carry it.
 * `params` are kept in the given order (the search keeps its query); an empty value is dropped.
 */
export function pageHref(pathname: string, page: number, params: KeptParams = {}, fragment?: string): string {
  const search = new URLSearchParams();
  const pairs = Array.isArray(params) ? params : Object.entries(params);
  for (const [name, value] of pairs) if (value !== '') search.append(name, value);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
}
