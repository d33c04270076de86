import 'server-only';
import type { VerifiedClaims } from './verify';
import { tokenExpiresAt } from '../shared/token';
import type { AuthTokens, FanSession } from '../types/auth';

/**
 * The auth object with what its verified access token says: the fan id is the token's subject
 * (spec §6), and an empty refresh token marks an anonymous visitor (spec §4 step 6).
 */
export function toFanSession(tokens: AuthTokens, claims: VerifiedClaims): FanSession {
  const anonymous = tokens.refreshToken === '';
  return {
    ...tokens,
    userId: anonymous ? null : claims.sub,
    name: typeof claims.name === 'string' ? claims.name : null,
    accessTokenExpiresAt: tokenExpiresAt(tokens.accessToken),
    refreshTokenExpiresAt: anonymous ? null : tokenExpiresAt(tokens.refreshToken),
    anonymous,
  };
}
