// The session lifecycle rules (decision 9): the access token is refreshed once it has expired or expires
// within 60 s, so an expired one is never sent. Pure apart from the injected calls and clock.
import type { TokenResult } from '@/platform/auth/tokens';
import { isExpired, tryDecodeToken } from '@/platform/shared/token';
import type { AuthTokens } from '@/platform/types/auth';
import { SingleFlight } from './single-flight';

/** Refresh this long before the access token runs out, so an expired token is never sent upstream. */
export const REFRESH_AHEAD_SECONDS = 60;

export interface StoredTokens {
  accessToken: string | undefined;
  refreshToken: string | undefined;
}

export interface LifecycleDeps {
  now(): number;
  refresh(refreshToken: string, deviceId: string): Promise<TokenResult>;
  revoke(accessToken: string): Promise<boolean>;
  /** Refreshes in flight, keyed by refresh token: one spend per session at a time. */
  flights: SingleFlight<TokenResult>;
}

export type LifecycleStep = 'none' | 'valid' | 'refresh' | 'clear' | 'clear-and-revoke';

export type FanOutcome =
  | { kind: 'none' }
  | { kind: 'valid'; tokens: AuthTokens }
  | { kind: 'refreshed'; tokens: AuthTokens }
  /** The identity provider could not answer: the session stays, and the next request tries again. */
  | { kind: 'kept'; tokens: AuthTokens }
  | { kind: 'cleared'; revoked: boolean };

/** What the stored tokens call for at `now` (milliseconds). */
export function nextStep(stored: StoredTokens, now: number): LifecycleStep {
  const { accessToken, refreshToken } = stored;
  if (!accessToken && !refreshToken) return 'none';
  // A fan session without a usable refresh token cannot be kept going.
  if (!refreshToken || tryDecodeToken(refreshToken) === null)
    return accessToken ? 'clear-and-revoke' : 'clear';
  if (isExpired(refreshToken, now)) return accessToken ? 'clear-and-revoke' : 'clear';
  if (!accessToken || isExpired(accessToken, now, REFRESH_AHEAD_SECONDS)) return 'refresh';
  return 'valid';
}

/** Runs the rules: refreshes (once per refresh token, however many requests ask), clears, revokes. */
export async function runFanLifecycle(
  stored: StoredTokens,
  deviceId: string,
  deps: LifecycleDeps,
): Promise<FanOutcome> {
  const step = nextStep(stored, deps.now());
  const { accessToken = '', refreshToken = '' } = stored;
  switch (step) {
    case 'none':
      return { kind: 'none' };
    case 'valid':
      return { kind: 'valid', tokens: { accessToken, refreshToken } };
    case 'clear':
      return { kind: 'cleared', revoked: false };
    case 'clear-and-revoke':
      return { kind: 'cleared', revoked: await deps.revoke(accessToken) };
    case 'refresh': {
      const result = await deps.flights.run(refreshToken, () => deps.refresh(refreshToken, deviceId));
      if (result.ok) {
        // A provider that does not rotate refresh tokens leaves the old one in force.
        const tokens = {
          accessToken: result.tokens.accessToken,
          refreshToken: result.tokens.refreshToken || refreshToken,
        };
        return { kind: 'refreshed', tokens };
      }
      if (!result.rejected) return { kind: 'kept', tokens: { accessToken, refreshToken } };
      return { kind: 'cleared', revoked: accessToken ? await deps.revoke(accessToken) : false };
    }
  }
}

export interface AnonymousDeps {
  now(): number;
  obtain(deviceId: string): Promise<TokenResult>;
  /** Anonymous grants in flight, keyed by device id: one token per device, not one per request. */
  flights: SingleFlight<TokenResult>;
}

export type AnonymousOutcome =
  { kind: 'valid'; token: string } | { kind: 'obtained'; token: string } | { kind: 'unavailable' };

/** The anonymous token, obtained once per device and renewed when it expires. */
export async function runAnonymousLifecycle(
  stored: string | undefined,
  deviceId: string,
  deps: AnonymousDeps,
): Promise<AnonymousOutcome> {
  if (stored && !isExpired(stored, deps.now(), REFRESH_AHEAD_SECONDS))
    return { kind: 'valid', token: stored };
  const result = await deps.flights.run(deviceId, () => deps.obtain(deviceId));
  return result.ok ? { kind: 'obtained', token: result.tokens.accessToken } : { kind: 'unavailable' };
}
