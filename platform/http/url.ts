import 'server-only';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly (string | number)[]>>;

/**
 * Joins an optional base URL, a path and query parameters. Undefined and null parameters are
 * left out; lists become comma lists.
 */
export function buildUrl(baseUrl: string | undefined, path: string, params?: QueryParams): string {
  const joined = baseUrl ? `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
  const url = new URL(joined);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

/**
 * One path segment from an outside value, so '/', '?' or '..' cannot change the path.
 * URL parsers read '%2E%2E' as '..' too, so dot segments are encoded twice: the upstream then
 * sees a literal name that matches nothing.
 */
export function segment(value: string | number): string {
  const encoded = encodeURIComponent(String(value));
  return encoded === '.' || encoded === '..' ? encoded.replace(/\./g, '%252E') : encoded;
}
