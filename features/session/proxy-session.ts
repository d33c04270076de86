import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ACCESS_COOKIE } from '@/shared/cookies.mjs';
import { clearFanCookies, type CookieChange } from './cookie-options';
import { applyChanges, deviceIdFrom, revokeToken } from './resolve-session';

/** `?signout` on any page signs the visitor out. */
export function isSignOut(request: NextRequest): boolean {
  return request.nextUrl.searchParams.has('signout');
}

/** The sign-in callback is a Route Handler; the page rules (takeover, 404) must not touch it. */
export function isSignInCallback(pathname: string): boolean {
  return pathname === '/oauth2' || pathname === '/oauth2/';
}

/**
 * Clears the session, revokes the access token (DELETE with the bearer token) and
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
 * What a page request changes of the session: at most the device id (normally given by server/main.mjs).
 * Pages are the same for everyone and rendered as a visitor: a page request never reads, refreshes or
 * clears the fan's tokens. A page can be rendered again behind the visitor (a stale copy refreshed with
 * the request that found it), and the answer of such a render goes to no browser: a refresh there would
 * spend the fan's refresh token and throw away the new one. The session's lifecycle runs in
 * /api/session, which every page asks once loaded while the hint says a fan is signed in.
 */
export function pageSessionChanges(request: NextRequest): CookieChange[] {
  return deviceIdFrom(request.cookies).changes;
}

export function withSessionChanges(response: NextResponse, changes: readonly CookieChange[]): NextResponse {
  if (changes.length === 0) return response;
  applyChanges(response.cookies, changes);
  // An answer that sets a visitor's cookies is theirs alone: no shared cache may keep it.
  response.headers.set('cache-control', 'private, no-store');
  return response;
}
