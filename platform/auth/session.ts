import 'server-only';
import { tokenExpiresAt, tryDecodeToken } from '../shared/token';
import type { AuthTokens, FanSession } from '../types/auth';

/**
 * The auth object with what its tokens say: the fan id is the access token's subject
 * (spec §6), and an empty refresh token marks an anonymous visitor (spec §4 step 6).
 */
export function toFanSession(tokens: AuthTokens): FanSession {
  const subject = tryDecodeToken(tokens.accessToken)?.sub;
  const anonymous = tokens.refreshToken === '';
  return {
    ...tokens,
    userId: !anonymous && typeof subject === 'string' ? subject : null,
    accessTokenExpiresAt: tokenExpiresAt(tokens.accessToken),
    refreshTokenExpiresAt: anonymous ? null : tokenExpiresAt(tokens.refreshToken),
    anonymous,
  };
}
