import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { buildAuthorizeUrl } from '@/platform/auth/authorize-url';
import { getSettings } from '@/platform/settings';
import { PKCE_COOKIE, RETURN_COOKIE, SIGN_IN_MAX_AGE, STATE_COOKIE } from '@/shared/cookies.mjs';
import { setCookie } from './cookie-options';
import { applyChanges } from './resolve-session';
import { refererPath, safeReturnPath } from './return-path';
import { newCodeVerifier, newSignInState } from './sign-in-state';

/**
 * Sends the visitor to the identity provider with a fresh `state` and PKCE challenge, kept (the state and
 * the verifier) in short-lived HttpOnly cookies with the path to come back to (`?return=`, else the
 * Referer's path when it is ours). A later sign-in replaces them: the last one started is the one that
 * completes.
 */
export function startSignIn(request: NextRequest): NextResponse {
  const siteUrl = getSettings().siteUrl;
  const asked =
    request.nextUrl.searchParams.get('return') ??
    refererPath(request.headers.get('referer'), [new URL(siteUrl).origin, request.nextUrl.origin]);
  const state = newSignInState();
  const pkce = newCodeVerifier();
  const response = NextResponse.redirect(buildAuthorizeUrl({ state, codeChallenge: pkce.challenge }), 303);
  response.headers.set('cache-control', 'private, no-store');
  applyChanges(response.cookies, [
    setCookie(STATE_COOKIE, state, SIGN_IN_MAX_AGE),
    setCookie(RETURN_COOKIE, safeReturnPath(asked), SIGN_IN_MAX_AGE),
    setCookie(PKCE_COOKIE, pkce.verifier, SIGN_IN_MAX_AGE),
  ]);
  return response;
}
