// The security headers every answer carries, whoever serves it (docs/decisions/0010, 0020): the serving
// layer sets them on everything it sends, next.config.ts on everything Next sends, so `next start` alone
// keeps them; HSTS, which depends on the address the site is served at, comes from SITE_URL at start.
import { isLocalSite } from './cookies.mjs';

/**
 * Headers that depend on nothing configured.
 * @type {Readonly<Record<string, string>>}
 */
export const SECURITY_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), fullscreen=(self "https://www.youtube-nocookie.com")',
  'x-frame-options': 'SAMEORIGIN',
});

export const HSTS_HEADER = 'strict-transport-security';
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * True where HSTS belongs: the site is served over https, and not from this machine.
 * @param {string | undefined} siteUrl
 * @returns {boolean}
 */
export function wantsHsts(siteUrl) {
  return String(siteUrl ?? '').startsWith('https:') && !isLocalSite(siteUrl);
}

/**
 * Every header an answer carries, for a site served at `siteUrl`.
 * @param {string | undefined} siteUrl
 * @returns {Record<string, string>}
 */
export function staticSecurityHeaders(siteUrl) {
  return wantsHsts(siteUrl) ? { ...SECURITY_HEADERS, [HSTS_HEADER]: HSTS_VALUE } : { ...SECURITY_HEADERS };
}
