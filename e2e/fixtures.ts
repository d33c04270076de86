import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once React has hydrated the page (ui/layout/hydration-mark.client.tsx). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Resolves after the browser's next two rendering steps: intersection observers have been told of
 * what the page just did (a scroll, a block drawn) and anything they start has been asked for.
 */
export async function renderingSettled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

type Service =
  'content' | 'placements' | 'polls' | 'auth' | 'events' | 'tracker' | 'video' | 'images' | 'all';
type Mode = 'none' | 'latency' | 'error' | 'malformed' | 'hang' | 'down';

/** The sandbox's controls (sandbox/README.md "Inspection and faults"). */
export interface Sandbox {
  url: string;
  /** Switches a fault on one of the sandbox's services; every fault is cleared after the test. */
  setFault(service: Service, mode: Mode, extra?: { latencyMs?: number; status?: number }): Promise<void>;
}

async function faults(url: string, init: RequestInit) {
  const response = await fetch(`${url}/__sandbox/faults`, init);
  if (!response.ok) throw new Error(`the sandbox's fault switch answered ${response.status}`);
}

/**
 * The site's tests: `sandboxUrl` is an option set in playwright.config.ts, `sandbox` its controls, put
 * back after each test that uses them, `siteUrl` the site's own address, `siteCacheSeconds` how long the
 * site under test keeps an answer or a page before asking again (CONTENT_CACHE_SECONDS, PAGE_CACHE_SECONDS).
 */
export const test = base.extend<
  { sandbox: Sandbox; siteUrl: string },
  { sandboxUrl: string; siteCacheSeconds: number }
>({
  sandboxUrl: ['http://localhost:4110', { option: true, scope: 'worker' }],
  siteCacheSeconds: [30, { option: true, scope: 'worker' }],
  siteUrl: async ({ baseURL }, provide) => {
    if (!baseURL) throw new Error('baseURL is not set in playwright.config.ts');
    await provide(baseURL);
  },
  // Content bodies embed posts and videos from the open web; offline, those answer with stand-ins (the
  // widget script marks the page so a test can see it ran).
  page: async ({ page }, provide) => {
    await page.route('https://platform.twitter.com/widgets.js', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: 'document.documentElement.dataset.tweetWidget = "ran";',
      }),
    );
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await provide(page);
  },
  sandbox: async ({ sandboxUrl }, provide) => {
    const sandbox: Sandbox = {
      url: sandboxUrl,
      setFault: (service, mode, extra = {}) =>
        faults(sandboxUrl, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ service, mode, ...extra }),
        }),
    };
    await provide(sandbox);
    await faults(sandboxUrl, { method: 'DELETE' });
  },
});
