// What kind of request a path is: one rule for the serving layer (device cookie, page policy) and the
// app. proxy.ts must state its matcher as a literal; proxy-matcher.test.ts keeps it to this rule.

// Prefixes that never answer with a page: Next's assets, the image proxy, Route Handlers under /api.
const NON_PAGE_PREFIXES = ['/_next', '/_amplify', '/api'];
// Next's metadata routes without an extension (icon.tsx, opengraph-image.tsx, …), at any depth.
const METADATA_ROUTE =
  /(?:^|\/)(?:icon|apple-icon|opengraph-image|twitter-image|sitemap|robots|manifest)\d*$/i;
const FILE = /\.[a-z0-9]+$/i;

/** The path as Next routes it, without the query: '/%5Famplify/image' is the image proxy too. */
export function requestPath(url) {
  const path = String(url ?? '/').split('?')[0] || '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * True for a request that may be answered with a page. Anything else (assets, images, /api, files,
 * metadata routes) may be cached publicly, so it never carries a visitor's Set-Cookie or a page policy.
 */
export function isPagePath(url) {
  const path = requestPath(url);
  if (NON_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return !FILE.test(path) && !METADATA_ROUTE.test(path);
}

/** The query parameters a page's HTML depends on, in the order the site's own links write them. */
export const PAGE_PARAMS = ['query', 'filter', 'page'];
/** The one page parameter the site writes more than once (`?filter=summer&filter=daytime`). */
const REPEATABLE = 'filter';
/**
 * Parameters that ask the app to act (sign out, the sign-in callback, a router request) or carry an
 * editor's key (the content health report's `secret`): such a request reaches the site as it is sent,
 * and no cache keeps its answer.
 */
export const ACTION_PARAMS = ['signout', 'code', 'state', '_rsc', 'secret'];

/**
 * The address a shared cache may keep a page's HTML under: the path and the page's own parameters, in
 * PAGE_PARAMS order (repeated filters keep theirs); any other parameter (a campaign tag, a click id, a
 * cache-buster) is dropped, as no page reads it. Null for an address answered for its request alone:
 * one that asks the app to act, or one whose page parameters a cache could read otherwise than the
 * page does. The site decodes a parameter's name and tells case apart, while an edge such as nginx
 * reads names raw and case-insensitively and keeps one value of each; so an address is kept only when
 * no parameter's name holds an escape (`%71uery`), a page parameter is written in lower case with a
 * value (`query=…`, never `QUERY=` or a bare `query`), and `query` and `page` come at most once.
 * deploy/nginx.conf.template declines to cache the same addresses.
 */
export function pageCacheAddress(url) {
  const text = String(url ?? '/');
  const at = text.indexOf('?');
  if (at === -1) return text;
  // The page parameters as written, one list for each in PAGE_PARAMS order. A name holds no `%` past
  // the first check, so its raw form is the one the page reads (a `+` in it makes it no name of ours).
  const kept = PAGE_PARAMS.map(() => []);
  for (const part of text.slice(at + 1).split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = equals === -1 ? part : part.slice(0, equals);
    if (name.includes('%') || ACTION_PARAMS.includes(name)) return null;
    const index = PAGE_PARAMS.indexOf(name.toLowerCase());
    if (index === -1) continue;
    if (name !== PAGE_PARAMS[index] || equals === -1) return null;
    if (name !== REPEATABLE && kept[index].length > 0) return null;
    kept[index].push(part);
  }
  const parts = kept.flat();
  // Only the page's own values are read, and written as the site's links write them.
  const query = parts.length > 0 ? new URLSearchParams(parts.join('&')).toString() : '';
  return `${text.slice(0, at)}${query ? `?${query}` : ''}`;
}
