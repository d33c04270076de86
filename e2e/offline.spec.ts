import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Race day on a saturated network (issue 50): the offline worker keeps the pages a fan reads and a
// raceday's essentials, shows them with the time they were kept when the network fails, and the site's
// own offline page for anything else. Nothing from a signed-in session is kept, and a new release's
// worker takes over an open page without breaking it. The site's other tests run without the worker.
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 800 } });

const SAVED_AT = /Saved at \d{2}:\d{2}/;
// Going offline fails the page's own requests (events, personalised blocks, adverts), which they log.
const OFFLINE_ERRORS = [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/i];

const pack = (file: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'sandbox', 'content', file), 'utf8'));

/** Resolves once the offline worker answers this page's requests. */
async function workerInCharge(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** Whether the phone keeps a copy of this address, in any of the worker's caches. */
function keeps(page: Page, address: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(url)) !== undefined, address);
}

/** Every address the phone keeps, whatever the cache, as a path on the site. */
function everythingKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        addresses.push(url.pathname + url.search);
      }
    }
    return addresses;
  });
}

/** The phone loses its network: the page and the worker alike. */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test('a page the fan read opens offline with the time it was kept; one never read shows the offline page', async ({
  page,
  context,
  allowErrors,
}) => {
  allowErrors(...OFFLINE_ERRORS);
  // The first page is read before the worker is installed: it is kept once the worker is.
  await page.goto('/faqs');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await workerInCharge(page);
  await expect.poll(() => keeps(page, '/faqs')).toBe(true);

  await goOffline(context);
  const started = Date.now();
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const opened = Date.now() - started;
  await expect(page.getByRole('status')).toHaveText(SAVED_AT);
  test.info().annotations.push({ type: 'kept page opened offline', description: `${opened} ms` });

  await page.goto('/plan-visit/families');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const kept = page.getByRole('region', { name: 'Kept on this phone' });
  await expect(kept.getByRole('link', { name: title })).toHaveAttribute('href', '/faqs');
  await expect(kept).toContainText(SAVED_AT);
  // The venue's key facts, as the content service gave them.
  const footer = pack('content-items.json').find((item: { key?: string }) => item.key === 'site-footer');
  const main = page.getByRole('main');
  await expect(main.getByText(footer.customContent.address_string)).toBeVisible();
  await expect(main.getByRole('link', { name: footer.customContent.directions_content.title })).toBeVisible();
});

test("after a raceday's page, that day's essentials and the course map's pictures open offline", async ({
  page,
  context,
  allowErrors,
}) => {
  allowErrors(...OFFLINE_ERRORS);
  const raceday = '/racedays/family-funday-raceday';
  const essentials = ['/tickets', '/plan-visit/getting-here', '/maps'];
  await page.goto(raceday);
  await workerInCharge(page);
  for (const address of [raceday, ...essentials]) {
    await expect.poll(() => keeps(page, address), { timeout: 15_000 }).toBe(true);
  }
  // Every picture of the course map's page has a kept copy in one of the widths its page offers.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const map = await caches.match('/maps');
          const html = new DOMParser().parseFromString(await map!.text(), 'text/html');
          const pictures = [...html.querySelectorAll('main img')].map((image) =>
            (image.getAttribute('srcset') ?? '')
              .split(',')
              .map((candidate) => candidate.trim().split(' ')[0]!),
          );
          const found = await Promise.all(
            pictures.map(async (widths) =>
              // Any Accept header: the picture was kept as the browser asked for it, for an image.
              (
                await Promise.all(
                  widths.map(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined),
                )
              ).some(Boolean),
            ),
          );
          return pictures.length > 0 && found.every(Boolean);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);

  await goOffline(context);
  for (const address of essentials) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(SAVED_AT);
  }
  // The course map's page, last: every picture on it is drawn.
  const pictures = page.locator('main img');
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('nothing is kept while a fan is signed in, and signing out forgets what was kept', async ({
  page,
  context,
  sandbox,
  siteUrl,
}) => {
  // Wide enough for the header's own 'Sign in' and 'Sign out' links.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/faqs');
  await workerInCharge(page);
  await expect.poll(() => keeps(page, '/faqs')).toBe(true);

  // Signed in through the sandbox's identity provider, back on the page the fan came from.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === sandbox.url);
  await page.getByLabel('Username').fill('ellie');
  await page.getByLabel('Password').fill('gallop');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === siteUrl && url.pathname === '/faqs');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign out' })).toBeVisible();
  // Pages opened as documents, and one the client router shows, which the page asks the worker to keep.
  for (const address of ['/tickets', '/news']) {
    await page.goto(address);
    await hydrated(page);
  }
  const story = page.locator('main article a[href^="/content/"]').first();
  const href = (await story.getAttribute('href'))!;
  const asked = context.waitForEvent(
    'requestfinished',
    (request) => request.serviceWorker() !== null && new URL(request.url()).pathname === href,
  );
  await story.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await asked;
  // The worker decides as the answer arrives; a moment later it has kept it or not.
  await page.waitForTimeout(500);
  // The pages a signed-in fan opened, and every answer of the session, are nowhere in the phone's caches.
  const kept = await everythingKept(page);
  for (const address of ['/tickets', '/news', href]) expect(kept).not.toContain(address);
  expect(kept.filter((address) => /^\/(api|oauth2)\b|[?&](code|state|signout)=?/.test(address))).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await keeps(page, '/faqs')).toBe(false);
});

/**
 * The site behind an edge of the test's own, on a port of its own: every request passes through as it
 * is, except the worker's script once `release` is given the next release's, as a deploy would serve it.
 */
async function startEdge(siteUrl: string) {
  const site = new URL(siteUrl);
  let nextWorker: string | null = null;
  const server = createServer((req, res) => {
    if (nextWorker !== null && (req.url ?? '').split('?')[0] === '/serwist/sw.js') {
      res.writeHead(200, {
        'content-type': 'application/javascript',
        'cache-control': 'no-cache',
        'service-worker-allowed': '/',
      });
      res.end(nextWorker);
      return;
    }
    const forwarded = httpRequest(
      { host: site.hostname, port: site.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    release: (script: string) => {
      nextWorker = script;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

// Switched off: on a clean machine this failed once in three fresh-clone runs, the earlier release's
// caches still there after 60 s. Until its cause is found, the takeover by a new release is not shown to
// work (issue 50 stays open).
test.fixme("a new release's worker takes over an open page without breaking it, and clears the earlier release's copies", async ({
  page,
  context,
  siteUrl,
  allowErrors,
}) => {
  test.setTimeout(120_000);
  allowErrors(...OFFLINE_ERRORS);
  const edge = await startEdge(siteUrl);
  try {
    await page.goto(`${edge.origin}/faqs`);
    await workerInCharge(page);
    await expect.poll(() => keeps(page, '/faqs')).toBe(true);
    const names = await page.evaluate(() => caches.keys());
    const release = /^furlong-pages-(.+)$/.exec(
      names.find((name) => name.startsWith('furlong-pages-'))!,
    )![1]!;

    // The next release: the same worker built under another release's name, as `next build` names it.
    const script = await (await page.request.get(`${edge.origin}/serwist/sw.js`)).text();
    expect(script).toContain(release);
    edge.release(script.replaceAll(release, 'next-release'));

    // The fan's next page: the browser finds the new worker, which takes over the open page and clears
    // what the earlier release kept.
    await page.goto(`${edge.origin}/news`);
    await hydrated(page);
    // The workers' states come with the caches, so that a failure says how far the new worker got.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return {
              caches: await caches.keys(),
              workers: [registration?.installing, registration?.waiting, registration?.active].map(
                (worker) => worker?.state ?? null,
              ),
            };
          }),
        // The new worker precaches the release's scripts, styles, fonts and offline page (about 420 KB)
        // before it takes over: on a busy 2-core machine that took over 20 s.
        { timeout: 60_000 },
      )
      .toEqual({
        caches: expect.not.arrayContaining([`furlong-pages-${release}`]),
        workers: expect.any(Array),
      });
    expect(await keeps(page, '/faqs')).toBe(false);

    // The open page goes on working: a story the client router shows, kept by the new worker.
    const story = page.locator('main article a[href^="/content/"]').first();
    const href = (await story.getAttribute('href'))!;
    await story.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => keeps(page, href)).toBe(true);
    expect(await page.evaluate(() => caches.keys())).toContain('furlong-pages-next-release');

    await goOffline(context);
    await page.goto(`${edge.origin}${href}`);
    await expect(page.getByRole('status')).toHaveText(SAVED_AT);
  } finally {
    await edge.close();
  }
});
