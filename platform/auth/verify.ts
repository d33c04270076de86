import 'server-only';
import {
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
  type FetchImplementation,
  type JWTPayload,
} from 'jose';
import { z } from 'zod';
import { httpClient } from '../http/default-client';
import { getSettings } from '../settings';

/** Where the identity provider serves the public keys its tokens are signed with (OpenID Connect's place). */
export const JWKS_PATH = '/.well-known/jwks.json';

/** The asymmetric algorithms a provider signs with; `none` and shared-secret HMAC are never accepted. */
const ALGORITHMS = ['ES256', 'ES384', 'RS256', 'RS384', 'RS512', 'PS256', 'EdDSA'];

/** What a verified token says: its subject and expiry, always, and any other claims. */
export type VerifiedClaims = JWTPayload & { sub: string; exp: number };

/**
 * A token's check. `invalid`: not one the identity provider issued to this site, or expired; whoever
 * presents it is a visitor. `unavailable`: nothing could be told either way just now (the provider's keys
 * could not be read, or do not yet include the one the token names).
 */
export type TokenCheck =
  | { kind: 'verified'; claims: VerifiedClaims }
  | { kind: 'invalid'; reason: string }
  | { kind: 'unavailable' };

const jwksSchema = z.looseObject({ keys: z.array(z.looseObject({ kty: z.string() })) });

/** jose fetches the key set through the platform's client: its timeout, and the fakes tests install. */
const fetchThroughPlatform: FetchImplementation = async (url) => {
  const result = await httpClient().requestResult(url, {
    schema: jwksSchema,
    envelope: false,
    noCache: true,
  });
  if (result.kind !== 'ok') throw new Error(`The identity provider's keys at ${url} could not be read`);
  return Response.json(result.value);
};

// One remote key set per address, process-wide: kept on globalThis because proxy.ts and the Route
// Handlers are separate bundles in one process. jose keeps the keys it read for an hour (while the
// provider is down, its tokens can still be told for that long), and reads them again at most every 30 s
// when a token names a key it does not know (the provider rotated its keys).
const KEYS_KEPT_MS = 60 * 60_000;
const KEY_SETS = Symbol.for('furlong.auth.keySets');
type KeySets = Map<string, ReturnType<typeof createRemoteJWKSet>>;
const keySets = ((globalThis as typeof globalThis & { [KEY_SETS]?: KeySets })[KEY_SETS] ??= new Map());

function keySet(url: string) {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), {
      cacheMaxAge: KEYS_KEPT_MS,
      [customFetch]: fetchThroughPlatform,
    });
    keySets.set(url, keys);
  }
  return keys;
}

/** Forgets the keys read so far: the next token's check reads them again (a test's new provider). */
export function forgetProviderKeys(): void {
  keySets.clear();
}

/**
 * What proves a token is not one the identity provider issued to this site: a signature that does not
 * hold, a token that is no JWT or one of an algorithm the site does not accept, an issuer, audience or
 * subject not the provider's for this site, and expiry. Anything else (no key of that id: the provider
 * rotated its keys and they cannot be read again yet; a key set that could not be fetched or read; a
 * token not yet valid by our clock) tells nothing about the token.
 */
const INVALID_CODES = new Set([
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWT_EXPIRED',
]);
const INVALID_CLAIMS = new Set(['iss', 'aud', 'sub', 'exp']);

function provesInvalid(error: unknown): error is errors.JOSEError {
  if (error instanceof errors.JWTClaimValidationFailed) return INVALID_CLAIMS.has(error.claim);
  return error instanceof errors.JOSEError && INVALID_CODES.has(error.code);
}

/** How far the provider's clock may be ahead of ours: a token issued "in a few seconds" is one already. */
const CLOCK_SKEW_SECONDS = 30;

/**
 * Checks a token the way the site trusts one: signed with a key the identity provider publishes, issued
 * by it (`iss` is the provider's address, FAN_AUTH_URL), to this site (`aud` is CLIENT_ID), and not expired
 * (by our clock, or `expiredWithinSeconds` ago at most). Its `nbf` and `iat` may be up to 30 s ahead.
 */
export async function verifyToken(
  token: string,
  { expiredWithinSeconds = 0 }: { expiredWithinSeconds?: number } = {},
): Promise<TokenCheck> {
  const settings = getSettings();
  try {
    const { payload } = await jwtVerify(token, keySet(`${settings.fanAuthUrl}${JWKS_PATH}`), {
      issuer: settings.fanAuthUrl,
      audience: settings.clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp'],
      clockTolerance: Math.max(CLOCK_SKEW_SECONDS, expiredWithinSeconds),
    });
    // The tolerance above is for a clock ahead of ours; expiry is by our clock.
    if (payload.exp! <= Math.floor(Date.now() / 1000) - expiredWithinSeconds)
      return { kind: 'invalid', reason: 'ERR_JWT_EXPIRED' };
    if (typeof payload.sub !== 'string' || payload.sub === '')
      return { kind: 'invalid', reason: 'no subject' };
    return { kind: 'verified', claims: payload as VerifiedClaims };
  } catch (error) {
    if (provesInvalid(error)) return { kind: 'invalid', reason: error.code };
    return { kind: 'unavailable' };
  }
}
