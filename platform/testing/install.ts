import 'server-only';
import { vi } from 'vitest';
import { forgetProviderKeys, JWKS_PATH } from '../auth/verify';
import { createHttpClient } from '../http/client';
import { setHttpClient } from '../http/default-client';
import { clearSettingsCache } from '../settings';
import { FakeUpstream } from './fake-upstream';
import { testKeySet } from './test-keys';

export const TEST_ENV = {
  CLIENT_ID: 'FURLONG',
  SITE_URL: 'https://www.furlong.test',
  SITE_PRODUCT: 'ascot',
  CONTENT_API_URL: 'https://upstream.test/content',
  FAN_AUTH_URL: 'https://upstream.test/auth',
  POLL_API_URL: 'https://upstream.test/polls',
  EVENTS_API_URL: 'https://upstream.test/events',
  VIDEO_GATEWAY_URL: 'https://upstream.test/feeds',
  EVENTS_API_KEY: 'events-key',
} as const;

/** Points the platform functions at a fresh fake upstream with the test settings. */
export function installFakeUpstream(env: Record<string, string> = {}): FakeUpstream {
  for (const [name, value] of Object.entries({ ...TEST_ENV, ...env })) vi.stubEnv(name, value);
  clearSettingsCache();
  // The identity provider publishes the keys the test tokens are signed with (test-keys.ts).
  forgetProviderKeys();
  const jwksPath = `${new URL(TEST_ENV.FAN_AUTH_URL).pathname}${JWKS_PATH}`;
  const upstream = new FakeUpstream().on('GET', jwksPath, testKeySet());
  setHttpClient(createHttpClient({ fetch: upstream.fetch, timeoutMs: null, staleSeconds: 0 }));
  return upstream;
}

export function uninstallFakeUpstream(): void {
  setHttpClient(null);
  vi.unstubAllEnvs();
  clearSettingsCache();
}
