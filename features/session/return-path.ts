// No 'server-only': a pure rule, tested with hostile inputs.
const BASE = 'https://return-path.invalid';
const CONTROL = /[\u0000-\u001f\u007f]/;

function isCallback(pathname: string): boolean {
  return /^\/oauth2(?:\/|$)/i.test(pathname);
}

// A path that, once resolved, starts with '//' or '/\\' names another host.
function leavesSite(pathname: string): boolean {
  return pathname.startsWith('//') || pathname.startsWith('/\\');
}

// The path as a browser would resolve it (dot segments, '%2e'), or null when it is not on this site.
function resolvedPath(path: string): string | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE && !leavesSite(url.pathname) ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The path to land on after signing in (issue 5: no open redirect). Only a same-site relative path
 * is kept: one leading '/', never '//' or '/\\' (also once dot segments are resolved), no scheme, no
 * control characters, not the sign-in callback itself, also after percent-decoding. Anything else is
 * '/'. `signout` leaves the query.
 */
export function safeReturnPath(input: unknown): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > 2048) return '/';
  if (!input.startsWith('/') || leavesSite(input) || input.includes('\\') || CONTROL.test(input)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(input);
  } catch {
    return '/';
  }
  if (leavesSite(decoded) || decoded.includes('\\') || CONTROL.test(decoded)) return '/';
  // Normalised before the checks: '/.//evil.example' resolves to '//evil.example'.
  const resolved = resolvedPath(input);
  const resolvedDecoded = resolvedPath(decoded);
  if (resolved === null || resolvedDecoded === null) return '/';
  if (isCallback(resolved) || isCallback(resolvedDecoded)) return '/';
  // Resolved, then decoded: '/%2E/%2f..' resolves to '/%2f..', which reads as '//..'.
  let settled: string;
  try {
    settled = decodeURIComponent(resolved);
  } catch {
    return '/';
  }
  if (leavesSite(settled) || settled.includes('\\') || isCallback(settled)) return '/';
  const url = new URL(input, BASE);
  url.searchParams.delete('signout');
  return `${url.pathname}${url.search}`;
}

/** The path of a same-site Referer, for a sign-in link followed before the page's script ran. */
export function refererPath(referer: string | null, siteOrigins: readonly string[]): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return siteOrigins.includes(url.origin) ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
