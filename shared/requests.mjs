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
