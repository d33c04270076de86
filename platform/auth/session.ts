import 'server-only';
import type { VerifiedClaims } from './verify';
import { tokenExpiresAt } from '../shared/token';
import type { AuthTokens, FanSession } from '../types/auth';

/** The `name` claim as the fan's display name: trimmed, at most 200 characters, null when blank. */
function displayNameOf(name: unknown): string | null {
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : null;
}

/** Names the entitlements claim holds: more than any fan is sold, each a short package name. */
const MAX_ENTITLEMENTS = 100;
const MAX_ENTITLEMENT_CHARS = 200;

/** The `entitlements` claim as a list of package names; empty when it is not a list of text. */
function entitlementsOf(claim: unknown): string[] {
  if (!Array.isArray(claim)) return [];
  return claim
    .filter(
      (name): name is string =>
        typeof name === 'string' && name !== '' && name.length <= MAX_ENTITLEMENT_CHARS,
    )
    .slice(0, MAX_ENTITLEMENTS);
}

/**
 * The auth object with what its verified access token says: the fan id is the token's subject,
 * its expiry the token's `exp`, and an empty refresh token marks an anonymous visitor.
 */
export function toFanSession(tokens: AuthTokens, claims: VerifiedClaims): FanSession {
  const anonymous = tokens.refreshToken === '';
  return {
    ...tokens,
    userId: anonymous ? null : claims.sub,
    name: displayNameOf(claims.name),
    accessTokenExpiresAt: claims.exp * 1000,
    refreshTokenExpiresAt: anonymous ? null : tokenExpiresAt(tokens.refreshToken),
    anonymous,
    entitlements: anonymous ? [] : entitlementsOf(claims.entitlements),
  };
}
