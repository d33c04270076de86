// POST /oauth/token (anonymous, authorization_code, refresh_token grants) and DELETE /oauth/token/revoke.
import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { RequestContext } from '../../http/context';
import { HttpError, sendEmpty, sendJson } from '../../http/respond';
import type { Router } from '../../http/router';
import type { Fan } from '../../pack/schema';
import type { ServiceDeps } from '../deps';
import { bearerToken, type TokenParties, type TokenService } from './tokens';

/** An OAuth error answer: `{ error, error_description }`, as token endpoints send them. */
function oauthError(status: number, error: string, description: string): HttpError {
  return new HttpError(status, error, description, { error, error_description: description });
}

/** Token requests are form-encoded; JSON is accepted too so hand-written test calls stay simple. */
async function readParams(ctx: RequestContext): Promise<URLSearchParams> {
  const body = await ctx.readBody();
  if (!(ctx.req.headers['content-type'] ?? '').includes('json')) return new URLSearchParams(body);
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed === null || typeof parsed !== 'object') throw new Error('not an object');
    return new URLSearchParams(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    throw oauthError(400, 'invalid_request', 'The request body is not valid JSON');
  }
}

function required(params: URLSearchParams, ...names: string[]): string {
  for (const name of names) {
    const value = params.get(name);
    if (value) return value;
  }
  throw oauthError(400, 'invalid_request', `Missing parameter ${names[0]}`);
}

async function issuePair(tokens: TokenService, fan: Fan, parties: TokenParties) {
  const subject = { sub: fan.id, name: fan.displayName, entitlements: fan.entitlements };
  const access = await tokens.issue('access', subject, parties);
  const refresh = await tokens.issue('refresh', subject, parties);
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    token_type: 'Bearer',
    expires_in: access.expiresIn,
  };
}

export function registerTokenEndpoint(router: Router, { pack, state, tokens }: ServiceDeps): void {
  const auth = router.scope('/auth');
  const fanById = (id: string) => pack.fans.find((fan) => fan.id === id);

  async function grant(
    params: URLSearchParams,
    issuer: string,
  ): Promise<{ sub: string; body: Record<string, unknown> }> {
    const grantType = required(params, 'grant_type');
    const clientId = required(params, 'client_id');
    const parties = { issuer, audience: clientId };
    if (grantType === 'anonymous') {
      const sub = `anon:${required(params, 'deviceId', 'device_id')}`;
      const access = await tokens.issue('anonymous', { sub, entitlements: [] }, parties);
      return {
        sub,
        body: { access_token: access.token, token_type: 'Bearer', expires_in: access.expiresIn },
      };
    }
    if (grantType === 'authorization_code') {
      const code = required(params, 'code');
      const issued = state.codes.get(code);
      state.codes.delete(code); // single use, even when the exchange below fails
      if (!issued || issued.expiresAt <= Date.now())
        throw oauthError(400, 'invalid_grant', 'Unknown, used or expired code');
      if (issued.clientId !== clientId)
        throw oauthError(400, 'invalid_grant', 'The code was issued to another client_id');
      if (issued.redirectUri !== required(params, 'redirect_uri')) {
        throw oauthError(400, 'invalid_grant', 'redirect_uri differs from the one used to sign in');
      }
      if (issued.codeChallenge !== null) {
        const verifier = params.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!verifier || challenge !== issued.codeChallenge) {
          throw oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
        }
      }
      const fan = fanById(issued.sub);
      if (!fan) throw oauthError(400, 'invalid_grant', 'Unknown fan');
      return { sub: fan.id, body: await issuePair(tokens, fan, parties) };
    }
    if (grantType === 'refresh_token') {
      const claims = await tokens.verify(required(params, 'refresh_token'));
      if (!claims || claims.typ !== 'refresh' || claims.aud !== clientId) {
        throw oauthError(400, 'invalid_grant', 'Unknown, spent or expired refresh token');
      }
      const fan = fanById(claims.sub);
      if (!fan) throw oauthError(400, 'invalid_grant', 'Unknown fan');
      state.spentTokens.add(claims.jti); // rotation: each refresh token works once
      return { sub: fan.id, body: await issuePair(tokens, fan, parties) };
    }
    throw oauthError(400, 'unsupported_grant_type', `Unsupported grant_type "${grantType}"`);
  }

  auth.on('POST', 'oauth/token', async (ctx) => {
    const params = await readParams(ctx);
    const grantType = params.get('grant_type');
    try {
      const { sub, body } = await grant(params, `${ctx.origin}/auth`);
      state.log.record('token', { grantType, sub, ok: true, clientId: params.get('client_id') });
      sendJson(ctx.res, 200, body, ctx.origin);
    } catch (error) {
      if (error instanceof HttpError) state.log.record('token', { grantType, ok: false, error: error.code });
      throw error;
    }
  });

  // The keys the tokens are signed with, where OpenID Connect providers serve them.
  auth.on('GET', '.well-known/jwks.json', (ctx) => sendJson(ctx.res, 200, tokens.jwks(), ctx.origin));

  auth.on('DELETE', 'oauth/token/revoke', async (ctx) => {
    const token = bearerToken(ctx.req.headers.authorization);
    if (!token) throw oauthError(401, 'invalid_request', 'Missing Authorization: Bearer header');
    const claims = await tokens.verify(token);
    if (claims) state.spentTokens.add(claims.jti);
    // An expired token may still be revoked (the site does so when a session has lapsed): record whose it was.
    let sub: unknown;
    try {
      sub = decodeJwt(token).sub;
    } catch {
      sub = undefined;
    }
    state.log.record('revoke', { sub, valid: claims !== undefined, headers: ctx.req.headers });
    sendEmpty(ctx.res, 204);
  });
}
