import 'server-only';
import { toFanSession } from '@/platform/auth/session';
import {
  exchangeCode,
  getAnonymousToken,
  refreshTokens,
  revokeToken,
  type TokenResult,
} from '@/platform/auth/tokens';
import { getSettings } from '@/platform/settings';
import type { DeviceTagContext, FanSession } from '@/platform/types/auth';
import {
  ACCESS_COOKIE,
  ANONYMOUS_COOKIE,
  DEVICE_COOKIE,
  DEVICE_MAX_AGE,
  HINT_COOKIE,
  REFRESH_COOKIE,
} from '@/shared/cookies.mjs';
import {
  applyCookieChanges,
  secureCookiesFor,
  setCookie,
  type CookieChange,
  type CookieTarget,
} from './cookie-options';
import { isDeviceId, newDeviceId } from './device-id';
import { runAnonymousLifecycle, runFanLifecycle, type AnonymousDeps, type LifecycleDeps } from './lifecycle';
import { anonymousOutcomeChanges, fanOutcomeChanges } from './session-cookies';
import { SingleFlight } from './single-flight';

/** Anything cookies can be read from: a NextRequest's `cookies`, or `await cookies()`. */
export interface CookieSource {
  get(name: string): { value: string } | undefined;
}

// One process-wide map each: two requests of one session refresh once, one device gets one anonymous
// token. Kept on globalThis because proxy.ts and the Route Handlers are separate bundles in one process.
interface SessionFlights {
  refresh: SingleFlight<TokenResult>;
  anonymous: SingleFlight<TokenResult>;
}
const FLIGHTS = Symbol.for('furlong.session.flights');
const holder = globalThis as typeof globalThis & { [FLIGHTS]?: SessionFlights };
const flights = (holder[FLIGHTS] ??= { refresh: new SingleFlight(), anonymous: new SingleFlight() });
const refreshFlights = flights.refresh;
const anonymousFlights = flights.anonymous;

export const lifecycleDeps: LifecycleDeps = {
  now: () => Date.now(),
  refresh: refreshTokens,
  revoke: revokeToken,
  flights: refreshFlights,
};

const anonymousDeps: AnonymousDeps = {
  now: () => Date.now(),
  obtain: getAnonymousToken,
  flights: anonymousFlights,
};

export { exchangeCode, revokeToken };

export interface ResolvedSession {
  deviceId: string;
  /** The signed-in fan, or null for an anonymous visitor. */
  fan: FanSession | null;
  /** Present when asked for and the identity provider could give one. */
  anonymousToken: string | null;
  changes: CookieChange[];
}

/** The device id cookie, or a new one with the change that stores it. */
export function deviceIdFrom(cookies: CookieSource): { deviceId: string; changes: CookieChange[] } {
  const stored = cookies.get(DEVICE_COOKIE)?.value;
  if (isDeviceId(stored)) return { deviceId: stored, changes: [] };
  const deviceId = newDeviceId();
  return { deviceId, changes: [setCookie(DEVICE_COOKIE, deviceId, DEVICE_MAX_AGE)] };
}

/**
 * Runs the session lifecycle for one request. With `anonymous`, a visitor who is not signed in gets
 * the device's anonymous token (obtained once, renewed when expired); with `'always'`, a signed-in fan's
 * device gets it too (device tags are given the device's token, never the fan's).
 */
export async function resolveSession(
  cookies: CookieSource,
  { anonymous }: { anonymous: boolean | 'always' },
): Promise<ResolvedSession> {
  const device = deviceIdFrom(cookies);
  const stored = {
    accessToken: cookies.get(ACCESS_COOKIE)?.value || undefined,
    refreshToken: cookies.get(REFRESH_COOKIE)?.value || undefined,
  };
  const outcome = await runFanLifecycle(stored, device.deviceId, lifecycleDeps);
  const changes = [
    ...device.changes,
    ...fanOutcomeChanges(outcome, cookies.get(HINT_COOKIE)?.value, Date.now()),
  ];
  const fan = 'tokens' in outcome ? toFanSession(outcome.tokens) : null;
  let anonymousToken: string | null = null;
  if (anonymous === 'always' || (!fan && anonymous)) {
    const result = await runAnonymousLifecycle(
      cookies.get(ANONYMOUS_COOKIE)?.value,
      device.deviceId,
      anonymousDeps,
    );
    changes.push(...anonymousOutcomeChanges(result));
    anonymousToken = result.kind === 'unavailable' ? null : result.token;
  }
  return { deviceId: device.deviceId, fan, anonymousToken, changes };
}

/** spec §3 "Device tag context": the device id and the signed-in fan's id. */
export function deviceTagContext(session: Pick<ResolvedSession, 'deviceId' | 'fan'>): DeviceTagContext {
  return { device_id: session.deviceId, fan_id: session.fan?.userId ?? null };
}

export function secureCookies(): boolean {
  return secureCookiesFor(getSettings().siteUrl);
}

export function applyChanges(target: CookieTarget, changes: readonly CookieChange[]): void {
  applyCookieChanges(target, changes, secureCookies());
}
