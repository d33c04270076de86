import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { verifyToken } from '@/platform/auth/verify';
import { getSettings } from '@/platform/settings';
import { ACCESS_COOKIE, RETURN_COOKIE, STATE_COOKIE } from '@/shared/cookies.mjs';
import { clearFanCookies, deleteCookie, type CookieChange } from './cookie-options';
import { applyChanges, deviceIdFrom, exchangeCode, revokeToken } from './resolve-session';
import { safeReturnPath } from './return-path';
import { storeFanCookies } from './session-cookies';
import { stateMatches } from './sign-in-state';

/**
 * Checks `state` against the cookie (missing or different: refused, nothing stored), exchanges the
 * code, stores the tokens and returns to the remembered path. On a failed exchange the session is
 * cleared and any token revoked.
 */
export async function completeSignIn(request: NextRequest): Promise<NextResponse> {
  const { searchParams } = request.nextUrl;
  const code = searchParams.get('code');
  const returnPath = safeReturnPath(request.cookies.get(RETURN_COOKIE)?.value);
  const changes: CookieChange[] = [deleteCookie(STATE_COOKIE), deleteCookie(RETURN_COOKIE)];
  const respond = () => {
    const response = NextResponse.redirect(new URL(returnPath, getSettings().siteUrl), 303);
    response.headers.set('cache-control', 'private, no-store');
    applyChanges(response.cookies, changes);
    return response;
  };

  if (!code || !stateMatches(request.cookies.get(STATE_COOKIE)?.value, searchParams.get('state'))) {
    return respond();
  }
  const device = deviceIdFrom(request.cookies);
  changes.push(...device.changes);
  const result = await exchangeCode(code, device.deviceId);
  // Tokens that do not verify as the provider's, issued to this site, are not stored.
  const verified = result.ok && (await verifyToken(result.tokens.accessToken)).kind !== 'invalid';
  if (result.ok && verified && result.tokens.refreshToken) {
    changes.push(...storeFanCookies(result.tokens, Date.now()));
    return respond();
  }
  // A failed sign-in leaves no session behind: whatever token exists or came back is revoked.
  const tokens = new Set([
    request.cookies.get(ACCESS_COOKIE)?.value,
    result.ok ? result.tokens.accessToken : undefined,
  ]);
  for (const token of tokens) if (token) await revokeToken(token);
  changes.push(...clearFanCookies());
  return respond();
}
