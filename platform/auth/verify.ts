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
import type { HttpClient } from '../http/client';
import { httpClient } from '../http/default-client';
import { getSettings } from '../settings';

/** Where the identity provider serves the public keys its tokens are signed with (OpenID Connect's place). */
export const JWKS_PATH = '/.well-known/jwks.json';

/** The asymmetric algorithms a provider signs with; `none` and shared-secret HMAC are never accepted. */
const ALGORITHMS = ['ES256', 'ES384', 'RS256', 'RS384', 'RS512', 'PS256', 'EdDSA'];

/** What a verified token says: its subject, always, and any other claims. */
export type VerifiedClaims = JWTPayload & { sub: string };

/**
 * A token's check. `invalid`: not one the identity provider issued to this site, or expired; whoever
 * presents it is a visitor. `unavailable`: the provider's keys could not be read just now, so nothing
 * could be told either way.
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

// One remote key set per HTTP client (a test installs a new client, and so starts with no keys): jose
// keeps the keys it read for an hour (while the provider is down, its tokens can still be told for that
// long), and reads them again at most every 30 s when a token names a key it does not know (the provider
// rotated its keys).
const KEYS_KEPT_MS = 60 * 60_000;
const keySets = new WeakMap<HttpClient, Map<string, ReturnType<typeof createRemoteJWKSet>>>();

function keySet(url: string) {
  const client = httpClient();
  let byUrl = keySets.get(client);
  if (!byUrl) keySets.set(client, (byUrl = new Map()));
  let keys = byUrl.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), {
      cacheMaxAge: KEYS_KEPT_MS,
      [customFetch]: fetchThroughPlatform,
    });
    byUrl.set(url, keys);
  }
  return keys;
}

const UNAVAILABLE = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS']);

/**
 * Checks a token the way the site trusts one: signed with a key the identity provider publishes, issued
 * by it (`iss` is the provider's address, FAN_AUTH_URL), to this site (`aud` is CLIENT_ID), and not expired.
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
      clockTolerance: expiredWithinSeconds,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '')
      return { kind: 'invalid', reason: 'no subject' };
    return { kind: 'verified', claims: payload as VerifiedClaims };
  } catch (error) {
    if (error instanceof errors.JOSEError && !UNAVAILABLE.has(error.code)) {
      return { kind: 'invalid', reason: error.code };
    }
    // The key set could not be fetched (network, timeout, a broken answer).
    return { kind: 'unavailable' };
  }
}
