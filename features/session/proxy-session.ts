import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ACCESS_COOKIE, HINT_COOKIE, REFRESH_COOKIE } from '@/shared/cookies.mjs';
import { clearFanCookies, type CookieChange } from './cookie-options';
import { applyChanges, deviceIdFrom, resolveSession, revokeToken } from './resolve-session';

/** spec §4: `?signout` on any page. */
export function isSignOut(request: NextRequest): boolean {
  return request.nextUrl.searchParams.has('signout');
}

/** The sign-in callback is a Route Handler; the page rules (takeover, 404) must not touch it. */
export function isSignInCallback(pathname: string): boolean {
  return pathname === '/oauth2' || pathname === '/oauth2/';
}

/**
 * spec §4 step 4: clears the session, revokes the access token (DELETE with the bearer token) and
 * sends the visitor to the same address without `signout`. The anonymous token stays: it is the device's.
 */
export async function signOut(request: NextRequest): Promise<NextResponse> {
  const target = request.nextUrl.clone();
  target.searchParams.delete('signout');
  const accessToken = request.cookies.get(ACCESS_COOKIE)?.value;
  if (accessToken) await revokeToken(accessToken);
  const response = NextResponse.redirect(target, 303);
  response.headers.set('cache-control', 'private, no-store');
  applyChanges(response.cookies, clearFanCookies());
  return response;
}

/**
 * The lifecycle for a page request: only Set-Cookie headers change, never the HTML. A visitor with no
 * fan cookies costs nothing here (the anonymous token is obtained when a user-specific call needs it),
 * so an anonymous page view stays cacheable; the device id is normally given by server/main.mjs.
 */
export async function pageSessionChanges(request: NextRequest): Promise<CookieChange[]> {
  const { cookies } = request;
  if (!cookies.has(ACCESS_COOKIE) && !cookies.has(REFRESH_COOKIE) && !cookies.has(HINT_COOKIE)) {
    return deviceIdFrom(cookies).changes;
  }
  return (await resolveSession(cookies, { anonymous: false })).changes;
}

export function withSessionChanges(response: NextResponse, changes: readonly CookieChange[]): NextResponse {
  if (changes.length === 0) return response;
  applyChanges(response.cookies, changes);
  // An answer that sets a visitor's cookies is theirs alone: no shared cache may keep it.
  response.headers.set('cache-control', 'private, no-store');
  return response;
}
