import 'server-only';
import { toFanSession } from '@/platform/auth/session';
import {
  exchangeCode,
  getAnonymousToken,
  refreshTokens,
  revokeToken,
  type TokenResult,
} from '@/platform/auth/tokens';
import { verifyToken } from '@/platform/auth/verify';
import { sharedCommands } from '@/platform/http/shared-redis';
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
import { clientAddress, type HeaderSource } from './client-address';
import {
  applyCookieChanges,
  secureCookiesFor,
  setCookie,
  type CookieChange,
  type CookieTarget,
} from './cookie-options';
import { isDeviceId, newDeviceId } from './device-id';
import {
  runAnonymousLifecycle,
  runFanLifecycle,
  type AnonymousDeps,
  type AnonymousOutcome,
  type FanOutcome,
  type LifecycleDeps,
  type StoredTokens,
} from './lifecycle';
import { anonymousOutcomeChanges, fanOutcomeChanges } from './session-cookies';
import { refreshAcrossInstances } from './shared-refresh';
import { SingleFlight } from './single-flight';
import { createWindowLimit } from './window-limit';

/** Anything cookies can be read from: a NextRequest's `cookies`, or `await cookies()`. */
export interface CookieSource {
  get(name: string): { value: string } | undefined;
}

/**
 * What a session is resolved from: a NextRequest, or `{ cookies: await cookies(), headers: await
 * headers() }`. The headers tell the client's address, which the anonymous grants are limited by.
 */
export interface SessionRequest {
  cookies: CookieSource;
  headers: HeaderSource;
}

// One process-wide map each: two requests of one session refresh once, one device gets one anonymous
// token. Kept on globalThis because proxy.ts and the Route Handlers are separate bundles in one process.
interface SessionFlights {
  refresh: SingleFlight<TokenResult>;
  anonymous: SingleFlight<TokenResult>;
}
const FLIGHTS = Symbol.for('furlong.session.flights');
const GRANTS = Symbol.for('furlong.session.anonymousGrants');
const holder = globalThis as typeof globalThis & { [FLIGHTS]?: SessionFlights };
const flights = (holder[FLIGHTS] ??= { refresh: new SingleFlight(), anonymous: new SingleFlight() });
const refreshFlights = flights.refresh;
const anonymousFlights = flights.anonymous;

export const lifecycleDeps: LifecycleDeps = {
  now: () => Date.now(),
  // With several instances (REDIS_URL), a refresh token is spent once across all of them.
  refresh: (refreshToken, deviceId) => {
    const commands = sharedCommands();
    const call = () => refreshTokens(refreshToken, deviceId);
    return commands ? refreshAcrossInstances(commands, call, refreshToken) : call();
  },
  revoke: revokeToken,
  flights: refreshFlights,
};

// New anonymous tokens one client address may be given in ten minutes (ANONYMOUS_GRANTS_PER_ADDRESS,
// default 120): each is a new identity at the services (a vote), and a new device id costs a client
// nothing. A household, a venue's Wi-Fi or a mobile network's shared address holds many fans, so the
// default is a crowd's share, not one person's.
const grantLimit = ((holder as typeof holder & { [GRANTS]?: (address: string) => number | null })[GRANTS] ??=
  createWindowLimit({ limit: () => getSettings().anonymousGrantsPerAddress, windowMs: 10 * 60_000 }));

/**
 * The anonymous grants for one request: each counts against the address, and once it has had its share
 * none is obtained and `refusedFor` tells the seconds until it may have one again.
 */
function limitedGrants(address: string): { deps: AnonymousDeps; refusedFor: () => number | null } {
  let refusedFor: number | null = null;
  const obtain: AnonymousDeps['obtain'] = (deviceId) => {
    refusedFor = grantLimit(address);
    return refusedFor === null
      ? getAnonymousToken(deviceId)
      : Promise.resolve({ ok: false, rejected: false, error: null });
  };
  return { deps: { now: () => Date.now(), obtain, flights: anonymousFlights }, refusedFor: () => refusedFor };
}

export { exchangeCode, revokeToken };

export interface ResolvedSession {
  deviceId: string;
  /** The signed-in fan, or null for an anonymous visitor. */
  fan: FanSession | null;
  /** Present when asked for and the identity provider could give one. */
  anonymousToken: string | null;
  /** The anonymous token's verified subject: the visitor's identity at the services. */
  anonymousId: string | null;
  /**
   * Seconds until the client's address may be given an anonymous token again, when it has had its share
   * and so none was obtained (a route answers 429 with Retry-After); else null.
   */
  grantRefusedFor: number | null;
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
  { cookies, headers }: SessionRequest,
  { anonymous }: { anonymous: boolean | 'always' },
): Promise<ResolvedSession> {
  const device = deviceIdFrom(cookies);
  const stored = {
    accessToken: cookies.get(ACCESS_COOKIE)?.value || undefined,
    refreshToken: cookies.get(REFRESH_COOKIE)?.value || undefined,
  };
  const { outcome, fan } = await fanOf(stored, device.deviceId);
  const changes = [
    ...device.changes,
    ...fanOutcomeChanges(outcome, cookies.get(HINT_COOKIE)?.value, Date.now()),
  ];
  let anonymousToken: string | null = null;
  let anonymousId: string | null = null;
  let grantRefusedFor: number | null = null;
  if (anonymous === 'always' || (!fan && anonymous)) {
    const grants = limitedGrants(clientAddress(headers));
    const result = await anonymousFor(cookies.get(ANONYMOUS_COOKIE)?.value, device.deviceId, grants.deps);
    changes.push(...anonymousOutcomeChanges(result.outcome));
    anonymousToken = result.outcome.kind === 'unavailable' ? null : result.outcome.token;
    anonymousId = result.subject;
    if (anonymousToken === null) grantRefusedFor = grants.refusedFor();
  }
  return { deviceId: device.deviceId, fan, anonymousToken, anonymousId, grantRefusedFor, changes };
}

/** How long past its access token's expiry a session is kept while the provider cannot refresh it. */
const KEPT_SESSION_SECONDS = 3600;

/**
 * The session's outcome, and the fan only when the access token verifies as one the identity provider
 * issued to this site. A stored access token that does not (made up, another site's) is refreshed as if
 * it had expired: the provider's refusal of the refresh token clears the session, and a genuine refresh
 * token gives the fan new tokens. Otherwise the cookies are never cleared here: a token that cannot be
 * told just now (the provider's keys cannot be read, or not yet the new key it names) leaves the visitor
 * anonymous for this request, and new tokens from a refresh, which spent the old refresh token, are kept.
 */
async function fanOf(
  stored: StoredTokens,
  deviceId: string,
): Promise<{ outcome: FanOutcome; fan: FanSession | null }> {
  let outcome = await runFanLifecycle(stored, deviceId, lifecycleDeps);
  if (!('tokens' in outcome)) return { outcome, fan: null };
  // A session the provider could not refresh just now stays the fan's for an hour past its access token.
  const expiredWithinSeconds = outcome.kind === 'kept' ? KEPT_SESSION_SECONDS : 0;
  let check = await verifyToken(outcome.tokens.accessToken, { expiredWithinSeconds });
  if (check.kind === 'invalid' && outcome.kind === 'valid') {
    outcome = await runFanLifecycle({ ...stored, accessToken: undefined }, deviceId, lifecycleDeps);
    if (!('tokens' in outcome)) return { outcome, fan: null };
    // A token the provider could not refresh just now is still the one that failed the check.
    if (outcome.kind === 'kept') return { outcome, fan: null };
    check = await verifyToken(outcome.tokens.accessToken);
  }
  return { outcome, fan: check.kind === 'verified' ? toFanSession(outcome.tokens, check.claims) : null };
}

/**
 * The device's anonymous token and its verified subject. A stored one that proves not to be the
 * provider's (a cookie the browser made up) is replaced by one obtained here.
 */
async function anonymousFor(
  stored: string | undefined,
  deviceId: string,
  deps: AnonymousDeps,
): Promise<{ outcome: AnonymousOutcome; subject: string | null }> {
  let outcome = await runAnonymousLifecycle(stored, deviceId, deps);
  if (outcome.kind === 'unavailable') return { outcome, subject: null };
  let check = await verifyToken(outcome.token);
  if (check.kind === 'invalid' && outcome.kind === 'valid') {
    outcome = await runAnonymousLifecycle(undefined, deviceId, deps);
    if (outcome.kind === 'unavailable') return { outcome, subject: null };
    check = await verifyToken(outcome.token);
  }
  if (check.kind === 'verified') return { outcome, subject: check.claims.sub };
  // The provider's keys cannot tell just now: the token in our own HttpOnly cookie, or the one the
  // provider has just given us, is kept and used, with no identity to count (a vote) by.
  if (check.kind === 'unavailable') return { outcome, subject: null };
  // Not the provider's token: never sent on, nor stored.
  return { outcome: { kind: 'unavailable' }, subject: null };
}

/**
 * The signed-in fan's id from the cookies as they are: no refresh and no token call (a beacon). Null
 * unless the access token verifies.
 */
export async function storedFanId(cookies: CookieSource): Promise<string | null> {
  return (await storedFan(cookies))?.sub ?? null;
}

/**
 * The signed-in fan's access token from the cookies as they are, for a page rendered for this fan alone
 * (a members-only article): null unless it verifies. Never refreshed here, as a page cannot store new
 * tokens: /api/session, which every page asks once loaded while a fan is signed in, refreshes it.
 */
export async function storedFanToken(cookies: CookieSource): Promise<string | null> {
  return (await storedFan(cookies))?.token ?? null;
}

async function storedFan(cookies: CookieSource): Promise<{ sub: string; token: string } | null> {
  const accessToken = cookies.get(ACCESS_COOKIE)?.value;
  if (!accessToken || !cookies.get(REFRESH_COOKIE)?.value) return null;
  const check = await verifyToken(accessToken);
  return check.kind === 'verified' ? { sub: check.claims.sub, token: accessToken } : null;
}

/** The device tag context: the device id and the signed-in fan's id. */
export function deviceTagContext(session: Pick<ResolvedSession, 'deviceId' | 'fan'>): DeviceTagContext {
  return { device_id: session.deviceId, fan_id: session.fan?.userId ?? null };
}

export function secureCookies(): boolean {
  return secureCookiesFor(getSettings().siteUrl);
}

export function applyChanges(target: CookieTarget, changes: readonly CookieChange[]): void {
  applyCookieChanges(target, changes, secureCookies());
}
