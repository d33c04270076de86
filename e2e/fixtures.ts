import { expect, test as base } from '@playwright/test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

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
 * What a page may say on the console without failing its test. A load the server answers with an error
 * status is logged by Chromium as "Failed to load resource"; the tests of error pages, faults and hostile
 * addresses ask for those on purpose and check the status themselves.
 */
const EXPECTED_EVERYWHERE: readonly RegExp[] = [/^Failed to load resource/];

/**
 * Fails the test on an uncaught error in any of the context's pages, or an error on their console,
 * unless it matches one of `expected`: a page that throws or logs an error is broken, whatever the
 * test set out to check.
 */
function guardErrors(context: BrowserContext, expected: readonly RegExp[]): () => void {
  const errors: { text: string; where: string }[] = [];
  const report = (text: string, where: string) => errors.push({ text, where });
  context.on('weberror', (error) => report(error.error().message, error.page()?.url() ?? 'a page'));
  context.on('console', (message) => {
    if (message.type() === 'error') report(message.text(), message.page()?.url() ?? 'a page');
  });
  return () => {
    const allowed = [...EXPECTED_EVERYWHERE, ...expected];
    const unexpected = errors
      .filter(({ text }) => !allowed.some((pattern) => pattern.test(text)))
      .map(({ text, where }) => `${text.slice(0, 300)} (${where})`);
    expect(unexpected, 'errors thrown or logged by the page').toEqual([]);
  };
}

/**
 * The site's tests: `sandboxUrl` is an option set in playwright.config.ts, `sandbox` its controls, put
 * back after each test that uses them, `siteUrl` the site's own address, `siteCacheSeconds` how long the
 * site under test keeps an answer or a page before asking again (CONTENT_CACHE_SECONDS, PAGE_CACHE_SECONDS).
 */
export const test = base.extend<
  {
    sandbox: Sandbox;
    siteUrl: string;
    /** Errors the test brings about on purpose: each pattern lets matching errors pass the guard. */
    allowErrors: (...patterns: RegExp[]) => void;
    expectedErrors: RegExp[];
    openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  },
  { sandboxUrl: string; siteCacheSeconds: number }
>({
  sandboxUrl: ['http://localhost:4110', { option: true, scope: 'worker' }],
  siteCacheSeconds: [30, { option: true, scope: 'worker' }],
  expectedErrors: async ({}, provide) => provide([]),
  allowErrors: async ({ expectedErrors }, provide) =>
    provide((...patterns) => {
      expectedErrors.push(...patterns);
    }),
  context: async ({ context, expectedErrors }, provide) => {
    const check = guardErrors(context, expectedErrors);
    await provide(context);
    check();
  },
  // A context of the test's own (a fresh visitor, another viewport), guarded like the default one and
  // closed after the test.
  openContext: async ({ browser, expectedErrors }, provide) => {
    const opened: { context: BrowserContext; check: () => void }[] = [];
    await provide(async (options) => {
      const context = await (browser as Browser).newContext(options);
      opened.push({ context, check: guardErrors(context, expectedErrors) });
      return context;
    });
    for (const { context } of opened) await context.close();
    for (const { check } of opened) check();
  },
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
