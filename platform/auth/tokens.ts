import 'server-only';
import { z } from 'zod';
import type { UpstreamResult, UpstreamUnavailableError } from '../http/outcome';
import { requestResult } from '../http/request';
import { getSettings } from '../settings';
import { signInRedirectUri } from './authorize-url';
import type { AuthTokens } from '../types/auth';

const tokenResponse = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
});

/**
 * A token call's outcome. `rejected` means the identity provider answered no (a bad code or
 * an expired refresh token): the session should be cleared. Otherwise it could not answer,
 * and the session may be kept for a later try.
 */
export type TokenResult =
  { ok: true; tokens: AuthTokens } | { ok: false; rejected: boolean; error: UpstreamUnavailableError | null };

function toTokenResult(result: UpstreamResult<z.output<typeof tokenResponse>>): TokenResult {
  if (result.kind === 'ok') {
    return {
      ok: true,
      tokens: { accessToken: result.value.access_token, refreshToken: result.value.refresh_token ?? '' },
    };
  }
  if (result.kind === 'absent') return { ok: false, rejected: true, error: null };
  const { error } = result;
  const rejected =
    error.reason === 'envelope' || (error.reason === 'status' && error.status !== null && error.status < 500);
  return { ok: false, rejected, error };
}

async function postForm(url: string, fields: Record<string, string>): Promise<TokenResult> {
  // Form-encoded; the answer is a success only when it carries an access_token.
  const result = await requestResult(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    schema: tokenResponse,
  });
  return toTokenResult(result);
}

/** POST {auth host}/oauth/token with grant_type=anonymous, deviceId and client_id. */
export function getAnonymousToken(deviceId: string): Promise<TokenResult> {
  const settings = getSettings();
  return postForm(`${settings.fanAuthUrl}/oauth/token`, {
    grant_type: 'anonymous',
    deviceId,
    client_id: settings.clientId,
  });
}

/**
 * POST to the configured token URL with code, grant_type=authorization_code, client_id, redirect_uri (the
 * site's /oauth2/) and device_id; and the PKCE code_verifier when the sign-in sent a challenge.
 */
export function exchangeCode(code: string, deviceId: string, codeVerifier?: string): Promise<TokenResult> {
  const settings = getSettings();
  return postForm(settings.fanAuthTokenUrl, {
    code,
    grant_type: 'authorization_code',
    client_id: settings.clientId,
    redirect_uri: signInRedirectUri(),
    device_id: deviceId,
    ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
  });
}

/** POST {auth host}/oauth/token with grant_type=refresh_token, deviceId, client_id and refresh_token. */
export function refreshTokens(refreshToken: string, deviceId = ''): Promise<TokenResult> {
  const settings = getSettings();
  return postForm(`${settings.fanAuthUrl}/oauth/token`, {
    grant_type: 'refresh_token',
    deviceId,
    client_id: settings.clientId,
    refresh_token: refreshToken,
  });
}

/**
 * DELETE {auth host}/oauth/token/revoke with the bearer access token. The answer is
 * not read; true when it was accepted. Never throws: sign-out goes on regardless.
 */
export async function revokeToken(accessToken: string): Promise<boolean> {
  const result = await requestResult(`${getSettings().fanAuthUrl}/oauth/token/revoke`, {
    method: 'DELETE',
    token: accessToken,
    envelope: false,
  });
  return result.kind === 'ok';
}
