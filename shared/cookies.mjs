// The site's cookies, by name and lifetime: one list for the serving layer (server/main.mjs gives the
// device id and reads the takeover flag for its cache key) and the app (sessions, takeover). Plain ESM,
// so the serving layer runs it without a build; no 'server-only', as the head scripts read names too.

/** A random UUID for this browser, kept two years: sent with the anonymous token, the code exchange and device tags. */
export const DEVICE_COOKIE = 'furlong_device';
/** The signed-in fan's tokens: HttpOnly both, so no script of the page can read a token. */
export const ACCESS_COOKIE = 'furlong_at';
export const REFRESH_COOKIE = 'furlong_rt';
/** The anonymous access token, in a cookie of its own, apart from the fan's tokens. */
export const ANONYMOUS_COOKIE = 'furlong_anon';
/** The sign-in `state` and the path to return to, for the few minutes a sign-in takes. */
export const STATE_COOKIE = 'furlong_state';
export const RETURN_COOKIE = 'furlong_return';
/** The sign-in's PKCE code verifier (RFC 7636), for the same few minutes: the exchange sends it. */
export const PKCE_COOKIE = 'furlong_pkce';
/**
 * The non-secret hint the head script reads before the first paint: `in` while a fan is signed in.
 * Not HttpOnly, and never more than that flag.
 */
export const HINT_COOKIE = 'furlong_fan';
export const HINT_SIGNED_IN = 'in';
/**
 * Next's draft-mode cookie, set by /api/preview for an editor: a request carrying it is never answered
 * from a shared cache (the serving layer's or the edge's), and Next answers it privately. Whether the
 * preview is real is Next's to check; a forged cookie only costs its sender the cache.
 */
export const PREVIEW_COOKIE = '__prerender_bypass';
/**
 * Whether a request's Cookie header carries the preview cookie.
 * @param {string | string[] | null | undefined} cookieHeader
 * @returns {boolean}
 */
export function hasPreviewCookie(cookieHeader) {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : String(cookieHeader ?? '');
  return header.split(';').some((part) => trimBlanks(part.split('=')[0] ?? '') === PREVIEW_COOKIE);
}
/** The cookie that remembers the visitor dismissed the project takeover, so it shows only once. */
export const TAKEOVER_FLAG = 'dismissedProjectSouthampton';
/**
 * Whether a request's Cookie header says the visitor dismissed the takeover: a cookie named exactly
 * TAKEOVER_FLAG whose value is exactly `true`, spaces and tabs around either aside. Read this one way by
 * the proxy, the serving layer's cache key and the edge's (deploy/nginx.conf.template): a bare
 * `dismissedProjectSouthampton`, or `=%74rue`, is no dismissal anywhere, so a page rendered for a
 * dismissal is never kept for visitors who have none.
 * @param {string | string[] | null | undefined} cookieHeader
 * @returns {boolean}
 */
export function isTakeoverDismissed(cookieHeader) {
  return hasCookieValued(cookieHeader, TAKEOVER_FLAG, 'true');
}

/**
 * Whether a request's Cookie header carries the signed-in hint (HINT_COOKIE exactly, valued exactly
 * `in`, spaces and tabs around either aside), read this one way by the proxy, the serving layer's cache
 * key and the edge's (deploy/nginx.conf.template). A signed-in fan's requests are kept apart from a
 * visitor's in both caches, and the proxy renders a members-only article for such a request alone
 * (docs/decisions/0036): so a visitor's shared copy never answers a fan, and a fan's own copy, which
 * no cache keeps, never answers a visitor.
 * @param {string | string[] | null | undefined} cookieHeader
 * @returns {boolean}
 */
export function hasFanHint(cookieHeader) {
  return hasCookieValued(cookieHeader, HINT_COOKIE, HINT_SIGNED_IN);
}

/**
 * Whether the header has a cookie of exactly this name whose value is exactly this one.
 * @param {string | string[] | null | undefined} cookieHeader
 * @param {string} name
 * @param {string} value
 * @returns {boolean}
 */
function hasCookieValued(cookieHeader, name, value) {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : String(cookieHeader ?? '');
  return header.split(';').some((part) => {
    const equals = part.indexOf('=');
    return (
      equals !== -1 &&
      trimBlanks(part.slice(0, equals)) === name &&
      trimBlanks(part.slice(equals + 1)) === value
    );
  });
}

// Spaces and tabs only, as a Cookie header's grammar allows (RFC 6265 §5.2): not every Unicode space.
const trimBlanks = (/** @type {string} */ text) => text.replace(/^[ \t]+|[ \t]+$/g, '');

/** The page a visitor asked for when the takeover sent them to /: 'Continue' takes them there. */
export const TAKEOVER_RETURN_COOKIE = 'furlong_takeover_return';

const DAY = 60 * 60 * 24;
export const ONE_DAY = DAY;
/** Two years: the device id outlives any session. */
export const DEVICE_MAX_AGE = 2 * 365 * DAY;
/** A sign-in has ten minutes to come back (the provider's codes last one). */
export const SIGN_IN_MAX_AGE = 10 * 60;
/** The anonymous token's cookie; the token inside is renewed when it expires. */
export const ANONYMOUS_MAX_AGE = 30 * DAY;
/** Browsers cap cookie lifetimes at 400 days. */
export const MAX_COOKIE_AGE = 400 * DAY;
/** Ten minutes: long enough to watch the takeover's film, not to surprise a later visit. */
export const TAKEOVER_RETURN_MAX_AGE = 10 * 60;
/** A year: the takeover stays dismissed across visits. */
export const TAKEOVER_FLAG_MAX_AGE = 365 * DAY;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when the site is served from this machine (an unreadable address is not).
 * @param {string | undefined} siteUrl
 * @returns {boolean}
 */
export function isLocalSite(siteUrl) {
  try {
    const { hostname } = new URL(String(siteUrl));
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}

/**
 * Cookies are Secure except on localhost, where the site runs over plain http.
 * @param {string | undefined} siteUrl
 * @returns {boolean}
 */
export function secureCookiesFor(siteUrl) {
  return !isLocalSite(siteUrl);
}
