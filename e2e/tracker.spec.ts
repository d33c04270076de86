import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { consentMessage, dismissedTakeover } from './visitor-state';

// The behavioural tracker, the tag manager and device tags against the sandbox's collector and doubles
// (sandbox/services/events.ts, sandbox/services/analytics-tags.ts), as configured by scripts/sandbox-env.mjs.

const USAGE_SCHEMA = 'iglu:com.furlong/media_usage/jsonschema/1-0-0';
const PAGE_A = '/whats-on';
const PAGE_B = '/cookie-policy';

interface TrackerPayload {
  e: string;
  /** The device time the event was tracked, in ms. */
  dtm?: string;
  url?: string;
  aid?: string;
  ue_pr?: string;
}

async function recorded<T>(sandboxUrl: string, type: string): Promise<T[]> {
  const response = await fetch(`${sandboxUrl}/__sandbox/events?type=${type}`);
  return ((await response.json()) as { events: T[] }).events;
}

/** Every event the behavioural collector has taken, in order. */
async function trackerEvents(sandboxUrl: string): Promise<TrackerPayload[]> {
  const batches = await recorded<{ body?: { data?: TrackerPayload[] } }>(sandboxUrl, 'tracker');
  return batches.flatMap((batch) => batch.body?.data ?? []);
}

const pageViewPaths = async (sandboxUrl: string) =>
  (await trackerEvents(sandboxUrl))
    .filter((event) => event.e === 'pv')
    .map((event) => new URL(event.url ?? '').pathname);

async function usageEvents(sandboxUrl: string): Promise<Array<Record<string, unknown>>> {
  return (await trackerEvents(sandboxUrl))
    .filter((event) => event.e === 'ue')
    .map((event) => JSON.parse(event.ue_pr ?? '{}')?.data)
    .filter((event) => event?.schema === USAGE_SCHEMA)
    .map((event) => event.data);
}

/** The data layer entries the tag manager's container received. */
const tagManagerEntries = async (sandboxUrl: string) =>
  (await recorded<{ entry: unknown }>(sandboxUrl, 'tag-manager')).map((event) => event.entry);

interface DeviceTagging {
  tokenType: string | null;
  sub: string | null;
  context: { device_id: string; fan_id: string | null } | null;
  status: number;
}

async function clearEvents(sandboxUrl: string): Promise<void> {
  await fetch(`${sandboxUrl}/__sandbox/events`, { method: 'DELETE' });
}

/** Every request the page makes to the sandbox's tracker, tag manager and device tags. */
function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/(tracker|tagmanager|devicetags)\//.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** Events waiting in the tracker's outgoing queues, which it keeps in local storage. */
function trackerQueueLength(): number {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith('snowplowOutQueue_'))
    .reduce((sum, key) => sum + (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length, 0);
}

/** A visitor who has made no consent choice yet. */
async function undecided(context: BrowserContext): Promise<void> {
  await context.clearCookies();
  await context.addCookies([dismissedTakeover]);
}

test.describe('behavioural tracker, tag manager and device tags', () => {
  test.beforeEach(async ({ sandbox }) => {
    await clearEvents(sandbox.url);
  });

  test('nothing reaches the collector or the tag manager before analytics consent; once given, a page view arrives and the container and device tags run', async ({
    openContext,
    sandbox,
    siteUrl,
  }) => {
    const context = await openContext({
      baseURL: siteUrl,
      storageState: { cookies: [dismissedTakeover], origins: [] },
    });
    await undecided(context);
    const page = await context.newPage();
    const requests = analyticsRequests(page);
    await page.goto(PAGE_A);
    await hydrated(page);
    // The analytics code has run once analytics storage is denied in the data layer.
    await expect
      .poll(() =>
        page.evaluate(() =>
          JSON.stringify(
            Array.from(window.dataLayer ?? [], (entry) => Array.from(entry as ArrayLike<unknown>)),
          ),
        ),
      )
      .toContain('"consent","default",{"analytics_storage":"denied"}');
    const message = consentMessage(page);
    await expect(message).toBeVisible();
    expect(requests).toEqual([]);
    expect(await trackerEvents(sandbox.url)).toEqual([]);

    const acceptedAt = Date.now();
    await message.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => pageViewPaths(sandbox.url)).toEqual([PAGE_A]);
    // Nothing was tracked while consent was missing, even if it only reached the collector later.
    for (const event of await trackerEvents(sandbox.url)) {
      expect(Number(event.dtm)).toBeGreaterThanOrEqual(acceptedAt);
    }
    const [view] = (await trackerEvents(sandbox.url)).filter((event) => event.e === 'pv');
    expect(view).toMatchObject({ aid: 'web', url: `${siteUrl}${PAGE_A}` });
    await expect
      .poll(() => tagManagerEntries(sandbox.url))
      .toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    await expect.poll(async () => (await recorded<DeviceTagging>(sandbox.url, 'device-tags')).length).toBe(1);
  });

  test('a played video sends the media usage event with the spec fields, and its start, play and complete reach the tag manager', async ({
    page,
    sandbox,
  }) => {
    // The video plays to its end (4 s) on a page that also loads the container and the tracker.
    test.slow();
    await page.goto('/content/video-digital-tickets-howto');
    await hydrated(page);
    const video = page.locator('[data-video-frame][data-source-system="MEDIA"]').first();
    await video.scrollIntoViewIfNeeded();
    await video.getByRole('button', { name: /^Play / }).click();
    const player = video.locator('video[controls]');
    await expect(player).toBeVisible();
    await player.evaluate((element: HTMLVideoElement) => (element.muted = true));

    await expect.poll(() => usageEvents(sandbox.url), { timeout: 20_000 }).toHaveLength(1);
    const [usage] = await usageEvents(sandbox.url);
    expect(usage).toEqual({
      content_id: 'media-digital-tickets',
      content_type: 'video',
      start_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      end_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      content_start_time: expect.any(Number),
      content_end_time: expect.any(Number),
      content_provider: 'MEDIA',
      content_name: expect.any(String),
      content_length: expect.any(Number),
    });
    expect(Number(usage?.content_length)).toBeGreaterThan(3);

    const videoEntries = async () =>
      ((await tagManagerEntries(sandbox.url)) as Array<Record<string, unknown>>).filter(
        (entry) => entry && (entry as { event?: unknown }).event === 'video',
      );
    await expect
      .poll(async () => (await videoEntries()).map((entry) => entry.mediaAction))
      .toEqual(['start', 'play', 'complete']);
    const complete = (await videoEntries())[2];
    expect(complete).toEqual({
      event: 'video',
      mediaId: 'media-digital-tickets',
      mediaTitle: expect.any(String),
      mediaProvider: 'MEDIA',
      mediaLength: expect.any(Number),
      mediaCurrentTime: expect.any(Number),
      mediaPercent: 100,
      mediaAction: 'complete',
    });
    const consent = (await tagManagerEntries(sandbox.url)).filter(
      (entry) => Array.isArray(entry) && entry[0] === 'consent',
    );
    expect(consent).toEqual([
      ['consent', 'default', { analytics_storage: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
  });

  test('a client-side navigation is a page view of its own, 500 ms after the new page', async ({
    page,
    sandbox,
  }) => {
    await page.goto(PAGE_A);
    await hydrated(page);
    await expect.poll(() => pageViewPaths(sandbox.url)).toEqual([PAGE_A]);
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await page.locator('header a[href="/memberships"]:visible').first().click();
    await page.waitForURL((url) => url.pathname === '/memberships');
    await expect.poll(() => pageViewPaths(sandbox.url)).toEqual([PAGE_A, '/memberships']);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("a 400 from the collector drops the batch with the library's message; the next page's view arrives alone", async ({
    page,
    sandbox,
    allowErrors,
  }) => {
    allowErrors(/^Snowplow: Status 400, will not retry/);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await sandbox.setFault('tracker', 'error', { status: 400 });
    const refused = page.waitForResponse(
      (response) => response.url().includes('/tracker/') && response.status() === 400,
    );
    await page.goto(PAGE_A);
    await refused;
    await expect.poll(() => messages.join('\n')).toContain('Status 400, will not retry.');

    await sandbox.setFault('tracker', 'none');
    await page.goto(PAGE_B);
    await expect.poll(() => pageViewPaths(sandbox.url)).toContain(PAGE_B);
    // Once the tracker's own queue (in local storage) is empty, nothing more will be sent.
    await expect.poll(() => page.evaluate(trackerQueueLength)).toBe(0);
    expect(await pageViewPaths(sandbox.url)).toEqual([PAGE_B]);
  });

  test('page views sent while the collector is down arrive once it is back, from the queue kept in the browser', async ({
    page,
    sandbox,
  }) => {
    await sandbox.setFault('tracker', 'down');
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/tracker/'));
    await page.goto(PAGE_A);
    await failed;
    expect(await trackerEvents(sandbox.url)).toEqual([]);

    await sandbox.setFault('tracker', 'none');
    await page.goto(PAGE_B);
    // At least once: a batch that left as the first page unloaded may come again from the queue.
    await expect.poll(() => pageViewPaths(sandbox.url)).toEqual(expect.arrayContaining([PAGE_A, PAGE_B]));
  });

  test("device tags get the device's anonymous token and context, and a signed-in fan's id but never the fan's token", async ({
    page,
    context,
    sandbox,
  }) => {
    await page.goto(PAGE_A);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-device-tags', 'tagged');
    const device = (await context.cookies()).find((cookie) => cookie.name === 'furlong_device')?.value;
    expect(device).toBeTruthy();
    const [anonymous] = await recorded<DeviceTagging>(sandbox.url, 'device-tags');
    expect(anonymous).toMatchObject({
      tokenType: 'anonymous',
      sub: `anon:${device}`,
      context: { device_id: device, fan_id: null },
      status: 202,
    });

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill('ellie');
    await page.getByLabel('Password').fill('gallop');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === PAGE_A);
    await hydrated(page);
    await expect.poll(async () => (await recorded<DeviceTagging>(sandbox.url, 'device-tags')).length).toBe(2);
    const [, signedIn] = await recorded<DeviceTagging>(sandbox.url, 'device-tags');
    expect(signedIn).toMatchObject({
      tokenType: 'anonymous',
      sub: `anon:${device}`,
      context: { device_id: device, fan_id: 'fan-ellie' },
      status: 202,
    });
  });

  test('every request a page makes comes to its end, the answers to its posts read in full', async ({
    page,
    sandbox,
  }) => {
    // An answer left unread keeps its request open in the browser: pending for good in its tools.
    const open = new Map<Request, string>();
    page.on('response', (response) => {
      const request = response.request();
      open.set(request, `${request.method()} ${new URL(request.url()).pathname}`);
    });
    const ended = (request: Request) => open.delete(request);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-device-tags', 'tagged');
    await expect.poll(() => pageViewPaths(sandbox.url)).toEqual(['/']);
    // The home banner's view is sent once the banner is seen.
    const banner = page.locator('[data-promo-campaign="placement-home-banner"]');
    await expect(banner.getByRole('heading', { level: 2 })).toBeVisible();
    await banner.scrollIntoViewIfNeeded();
    await expect
      .poll(() => posts)
      .toEqual(
        expect.arrayContaining([
          '/api/events',
          '/api/promo/view',
          '/tagmanager/collect',
          '/devicetags/v1/tags',
        ]),
      );
    await expect.poll(() => [...open.values()]).toEqual([]);
  });
});
