// Tokens never reach the browser (decision 9), so neither does the code that reads them. Pure functions.
import 'server-only';
import { InvalidTokenError, jwtDecode } from 'jwt-decode';

export { InvalidTokenError };

/** The payload fields the site reads (exp in seconds, sub the user id); others pass through. */
export interface TokenPayload {
  /** The fan's user id, read from the access token. */
  sub?: string;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

/**
 * A token that is not a string, or has a missing or invalid part, is rejected with
 * jwt-decode's messages ('Invalid token specified: must be a string', '... missing part #2',
 * '... invalid base64 for part #2 (...)', '... invalid json for part #2 (...)').
 * It decodes only; it does not verify the signature.
 */
export function decodeToken(token: unknown): TokenPayload {
  const payload = jwtDecode<unknown>(token as string);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new InvalidTokenError('Invalid token specified: payload is not an object');
  }
  return payload as TokenPayload;
}

/** The decoded payload, or null for an invalid token. */
export function tryDecodeToken(token: unknown): TokenPayload | null {
  try {
    return decodeToken(token);
  } catch {
    return null;
  }
}

/** Expiry in milliseconds since the epoch, or null when the token has none or is invalid. */
export function tokenExpiresAt(token: unknown): number | null {
  const exp = tryDecodeToken(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * Whether the token has expired at `now` (milliseconds), counting it expired `skewSeconds`
 * early. An invalid token counts as expired; a token without exp never expires.
 */
export function isExpired(token: unknown, now: number, skewSeconds = 0): boolean {
  const payload = tryDecodeToken(token);
  if (!payload) return true;
  if (typeof payload.exp !== 'number') return false;
  return payload.exp * 1000 - skewSeconds * 1000 <= now;
}
