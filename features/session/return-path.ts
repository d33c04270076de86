// No 'server-only': a pure rule, tested with hostile inputs.
const BASE = 'https://return-path.invalid';
const CONTROL = /[\u0000-\u001f\u007f]/;

function isCallback(pathname: string): boolean {
  return /^\/oauth2(?:\/|$)/i.test(pathname);
}

/**
 * The path to land on after signing in (issue 5: no open redirect). Only a same-site relative path
 * is kept: one leading '/', never '//' or '/\', no scheme, no control characters, not the sign-in
 * callback itself, also after percent-decoding. Anything else is '/'. `signout` leaves the query.
 */
export function safeReturnPath(input: unknown): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > 2048) return '/';
  if (!input.startsWith('/') || input.startsWith('//') || input.includes('\\') || CONTROL.test(input))
    return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(input);
  } catch {
    return '/';
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL.test(decoded)) return '/';
  let url: URL;
  try {
    url = new URL(input, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || isCallback(url.pathname) || isCallback(decoded)) return '/';
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
