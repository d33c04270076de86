import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { verifyToken } from '@/platform/auth/verify';
import { getSettings } from '@/platform/settings';
import { ACCESS_COOKIE, PKCE_COOKIE, RETURN_COOKIE, STATE_COOKIE } from '@/shared/cookies.mjs';
import { deleteCookie, type CookieChange } from './cookie-options';
import { applyChanges, deviceIdFrom, exchangeCode, revokeToken } from './resolve-session';
import { safeReturnPath } from './return-path';
import { storeFanCookies } from './session-cookies';
import { stateMatches } from './sign-in-state';

/**
 * Completes the sign-in this browser has in progress, and only that one. A callback whose `state` is not
 * the cookie's (another tab's earlier sign-in, a forgery, a replay after the sign-in completed) changes
 * nothing: the session and any sign-in still in progress stay. Otherwise the state is used up, the code
 * is exchanged with the PKCE verifier, and the new tokens replace any session there was (its access
 * token is revoked). A refused exchange (a spent or made-up code) leaves the session as it was; a token
 * that came back unusable is revoked. Always a redirect to the remembered path.
 */
export async function completeSignIn(request: NextRequest): Promise<NextResponse> {
  const { searchParams } = request.nextUrl;
  const code = searchParams.get('code');
  const returnPath = safeReturnPath(request.cookies.get(RETURN_COOKIE)?.value);
  const changes: CookieChange[] = [];
  const respond = () => {
    const response = NextResponse.redirect(new URL(returnPath, getSettings().siteUrl), 303);
    response.headers.set('cache-control', 'private, no-store');
    applyChanges(response.cookies, changes);
    return response;
  };

  if (!code || !stateMatches(request.cookies.get(STATE_COOKIE)?.value, searchParams.get('state'))) {
    return respond();
  }
  changes.push(deleteCookie(STATE_COOKIE), deleteCookie(RETURN_COOKIE), deleteCookie(PKCE_COOKIE));
  const device = deviceIdFrom(request.cookies);
  changes.push(...device.changes);
  const result = await exchangeCode(code, device.deviceId, request.cookies.get(PKCE_COOKIE)?.value);
  if (!result.ok) return respond();
  // Tokens that do not verify as the provider's, issued to this site, are not stored.
  const verified = (await verifyToken(result.tokens.accessToken)).kind !== 'invalid';
  if (!verified || !result.tokens.refreshToken) {
    await revokeToken(result.tokens.accessToken);
    return respond();
  }
  const previous = request.cookies.get(ACCESS_COOKIE)?.value;
  if (previous && previous !== result.tokens.accessToken) await revokeToken(previous);
  changes.push(...storeFanCookies(result.tokens, Date.now()));
  return respond();
}
