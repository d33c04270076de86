// No 'server-only': pure mapping from lifecycle outcomes to cookie changes.
import { tokenExpiresAt } from '@/platform/shared/token';
import type { AuthTokens } from '@/platform/types/auth';
import {
  ACCESS_COOKIE,
  ANONYMOUS_COOKIE,
  ANONYMOUS_MAX_AGE,
  HINT_COOKIE,
  HINT_SIGNED_IN,
  MAX_COOKIE_AGE,
  ONE_DAY,
  REFRESH_COOKIE,
} from '@/shared/cookies.mjs';
import { clearFanCookies, setCookie, type CookieChange } from './cookie-options';
import type { AnonymousOutcome, FanOutcome } from './lifecycle';

/**
 * The fan cookies live a day past the refresh token, so an expired session is still seen, cleared
 * and revoked by the server rather than silently dropped by the browser.
 */
export function fanCookieMaxAge(refreshToken: string, now: number): number {
  const expiresAt = tokenExpiresAt(refreshToken);
  if (expiresAt === null) return 30 * ONE_DAY;
  const seconds = Math.ceil((expiresAt - now) / 1000) + ONE_DAY;
  return Math.min(Math.max(seconds, ONE_DAY), MAX_COOKIE_AGE);
}

/** The fan's tokens in HttpOnly cookies, and the hint the head script reads (never a token). */
export function storeFanCookies(tokens: AuthTokens, now: number): CookieChange[] {
  const maxAge = fanCookieMaxAge(tokens.refreshToken, now);
  return [
    setCookie(ACCESS_COOKIE, tokens.accessToken, maxAge),
    setCookie(REFRESH_COOKIE, tokens.refreshToken, maxAge),
    setCookie(HINT_COOKIE, HINT_SIGNED_IN, maxAge, false),
  ];
}

/** What the browser must be told after the lifecycle ran; nothing when the session is unchanged. */
export function fanOutcomeChanges(
  outcome: FanOutcome,
  hint: string | undefined,
  now: number,
): CookieChange[] {
  switch (outcome.kind) {
    case 'refreshed':
      return storeFanCookies(outcome.tokens, now);
    case 'cleared':
      return clearFanCookies();
    case 'valid':
    case 'kept':
      // The hint follows the session: put back if the browser lost it.
      return hint === HINT_SIGNED_IN
        ? []
        : [setCookie(HINT_COOKIE, HINT_SIGNED_IN, fanCookieMaxAge(outcome.tokens.refreshToken, now), false)];
    case 'none':
      return hint === undefined ? [] : clearFanCookies().filter((change) => change.name === HINT_COOKIE);
  }
}

export function anonymousOutcomeChanges(outcome: AnonymousOutcome): CookieChange[] {
  return outcome.kind === 'obtained' ? [setCookie(ANONYMOUS_COOKIE, outcome.token, ANONYMOUS_MAX_AGE)] : [];
}
