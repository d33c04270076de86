// The proxy remembers the deep link and the dismissal route reads it back, both with the sign-in's
// return-path rules; the takeover's button reads it in the browser (takeover-return-browser.ts).
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
