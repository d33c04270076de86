import { defineConfig } from '@playwright/test';
import { dismissedTakeover, consentChoice } from './e2e/visitor-state';
import { ACCEPT_ALL_GRANTS } from './sandbox/consent-vendors.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4110);

export const E2E = {
  site: `http://localhost:${port}`,
  sandbox: `http://localhost:${sandboxPort}`,
  // The site's request and page caches (CONTENT_CACHE_SECONDS, PAGE_CACHE_SECONDS; 30 s and 300 s by
  // default): short, so a test of a failing service waits seconds before the site asks it again.
  cacheSeconds: 2,
};

export default defineConfig<{ sandboxUrl: string; siteCacheSeconds: number }>({
  testDir: 'e2e',
  // One worker. One site and one sandbox are shared, and fault tests switch the sandbox's services off
  // and on. Two workers (the specs that change the sandbox's shared state kept apart, one at a time,
  // after the rest) took longer on a 2-core machine: 14.1 min against 13.3 min, each test two to four
  // times slower than alone, as the site, the sandbox and two browsers shared the two cores.
  workers: 1,
  fullyParallel: false,
  // No retries: a test that passes only on a second try is a failing test, and its cause is fixed instead.
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E.site,
    sandboxUrl: E2E.sandbox,
    siteCacheSeconds: E2E.cacheSeconds,
    // The content pack runs a project takeover; tests see the site as a visitor who dismissed it and
    // who accepted every vendor in the sandbox's consent platform, except the takeover's and the
    // consent's own tests, which start from a fresh context.
    storageState: { cookies: [dismissedTakeover], origins: [consentChoice(E2E.site, ACCEPT_ALL_GRANTS)] },
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // The offline worker answers a page's requests from what it keeps once it is installed, and fetches
    // pages of its own: the tests of the site itself see it as on a first visit, without the worker.
    // Its own tests (e2e/offline.spec.ts) allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  webServer: {
    // The Node that runs the tests (the project's own under `npm run`), not whichever `node` a shell finds.
    command: `"${process.execPath}" scripts/start.mjs`,
    url: `${E2E.site}/`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      CONTENT_API_URL: '',
      CONTENT_CACHE_SECONDS: String(E2E.cacheSeconds),
      PAGE_CACHE_SECONDS: String(E2E.cacheSeconds),
      // One line a request would bury the tests' own output; the log has its own tests.
      REQUEST_LOG: 'off',
      // Every test's browser comes from this machine's one address: the limits per client address would
      // count the whole suite as one client (their own unit tests show them).
      VOTES_PER_ADDRESS: '100000',
      ANONYMOUS_GRANTS_PER_ADDRESS: '100000',
    },
  },
});
