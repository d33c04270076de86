import { TEST_ENV } from '@/platform/testing/install';
import { signTestToken, type TestKeyName } from '@/platform/testing/test-keys';

/**
 * A token as the test identity provider issues it to this site: signed with its key, naming it as the
 * issuer and the site's client id as the audience (each can be overridden, or removed with undefined).
 */
export function testToken(payload: Record<string, unknown>, key?: TestKeyName): string {
  return signTestToken({ iss: TEST_ENV.FAN_AUTH_URL, aud: TEST_ENV.CLIENT_ID, ...payload }, key);
}

/** A token expiring `seconds` after `now` (milliseconds); negative for one already expired. */
export function tokenExpiringIn(
  seconds: number,
  now: number,
  claims: Record<string, unknown> = {},
  key?: TestKeyName,
): string {
  return testToken({ sub: 'fan-1', ...claims, exp: Math.floor(now / 1000) + seconds }, key);
}
