import { ACCESS_COOKIE, HINT_COOKIE, REFRESH_COOKIE } from '@/shared/cookies.mjs';

/** What a cookie change says; `maxAge: 0` with an empty value deletes it. */
export interface CookieChange {
  name: string;
  value: string;
  maxAge: number;
  httpOnly: boolean;
}

export interface CookieOptions {
  path: '/';
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax';
  maxAge: number;
}

/** Anything that takes cookies: a NextResponse's `cookies`, or `await cookies()` in a Route Handler. */
export interface CookieTarget {
  set(name: string, value: string, options: CookieOptions): unknown;
}

/** Secure except on localhost, where the site runs over plain http; the serving layer's rule too. */
export { secureCookiesFor } from '@/shared/cookies.mjs';

export function cookieOptions(
  change: Pick<CookieChange, 'httpOnly' | 'maxAge'>,
  secure: boolean,
): CookieOptions {
  return { path: '/', httpOnly: change.httpOnly, secure, sameSite: 'lax', maxAge: change.maxAge };
}

export function setCookie(name: string, value: string, maxAge: number, httpOnly = true): CookieChange {
  return { name, value, maxAge, httpOnly };
}

export function deleteCookie(name: string, httpOnly = true): CookieChange {
  return { name, value: '', maxAge: 0, httpOnly };
}

/** Signing out or a lapsed session: the fan's tokens and the header hint go. */
export function clearFanCookies(): CookieChange[] {
  return [deleteCookie(ACCESS_COOKIE), deleteCookie(REFRESH_COOKIE), deleteCookie(HINT_COOKIE, false)];
}

export function applyCookieChanges(
  target: CookieTarget,
  changes: readonly CookieChange[],
  secure: boolean,
): void {
  for (const change of changes) target.set(change.name, change.value, cookieOptions(change, secure));
}
