import 'server-only';
import type { VerifiedClaims } from './verify';
import { tokenExpiresAt } from '../shared/token';
import type { AuthTokens, FanSession } from '../types/auth';

/** The `name` claim as the fan's display name: trimmed, at most 200 characters, null when blank. */
function displayNameOf(name: unknown): string | null {
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : null;
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
  };
}
