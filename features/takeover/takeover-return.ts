// No 'server-only': the proxy and the API route set and read it on the server, the takeover's button
// in the browser.
import { safeReturnPath } from '@/features/session/return-path';
import { TAKEOVER_RETURN_COOKIE, TAKEOVER_RETURN_MAX_AGE } from '@/shared/cookies.mjs';

export { TAKEOVER_RETURN_COOKIE, TAKEOVER_RETURN_MAX_AGE };

/** The deep link worth remembering when the takeover sends a visitor to /: a same-site path, or null. */
export function takeoverReturnFor(requested: string): string | null {
  const path = safeReturnPath(requested);
  return path === '/' ? null : path;
}

/** The remembered deep link in a cookie value (as the browser or the server reads it), else '/'. */
export function takeoverReturnPath(value: string | undefined | null): string {
  return value ? safeReturnPath(value) : '/';
}

/** The remembered deep link in `document.cookie`, decoded, else '/'. */
export function takeoverReturnInDocument(cookieHeader: string): string {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== TAKEOVER_RETURN_COOKIE) continue;
    try {
      return takeoverReturnPath(decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      return '/';
    }
  }
  return '/';
}
