import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, renderingSettled, test } from './fixtures';

// The events collector from the browser (decision 17): page views and Web Vitals through our own
// /api/events, batched and sent on, read back from the sandbox's collector. The personalised view
// event's own test is in personalised.spec.ts.

interface CollectedEvent {
  eventId: string;
  eventType: string;
  createdTimestamp: number;
  sentTimestamp: number;
  deviceId: string;
  authId: string | null;
  sourceSystem: string;
  sourceSystemId: string;
  metadata?: Record<string, unknown>;
}

/** Every event the sandbox's collector took (202), in the order they arrived. */
async function collected(sandboxUrl: string): Promise<CollectedEvent[]> {
  const response = await fetch(`${sandboxUrl}/__sandbox/events?type=collector`);
  const { events } = (await response.json()) as {
    events: Array<{ status: number; body?: { events?: CollectedEvent[] } }>;
  };
  return events.filter((entry) => entry.status === 202).flatMap((entry) => entry.body?.events ?? []);
}

async function pageViews(sandboxUrl: string, deviceId: string): Promise<CollectedEvent[]> {
  return (await collected(sandboxUrl)).filter(
    (event) => event.eventType === 'PAGE_VIEW' && event.deviceId === deviceId,
  );
}

const pathsOf = (events: CollectedEvent[]) => events.map((event) => event.sourceSystemId);

async function deviceIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'furlong_device');
  if (!cookie) throw new Error('the site gave no device id cookie');
  return cookie.value;
}

/**
 * When the document's load event began, on the browser's clock (milliseconds since the epoch). The view
 * is timed from within the event, which ends only once every listener has run.
 */
const loadStarted = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.timeOrigin + navigation!.loadEventStart;
  });

async function forgetEvents(sandboxUrl: string) {
  await fetch(`${sandboxUrl}/__sandbox/events`, { method: 'DELETE' });
}

test.describe('page views', () => {
  test('each full path is counted once, 500 ms after it loads, on the first page and on client-side navigations', async ({
    page,
    context,
    sandbox,
  }) => {
    test.setTimeout(60_000);
    await forgetEvents(sandbox.url);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/whats-on?utm_source=newsletter');
    await hydrated(page);
    const deviceId = await deviceIdOf(context);
    await expect
      .poll(async () => pathsOf(await pageViews(sandbox.url, deviceId)))
      .toEqual(['/whats-on?utm_source=newsletter']);
    const [first] = await pageViews(sandbox.url, deviceId);
    expect(first).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      eventType: 'PAGE_VIEW',
      createdTimestamp: expect.any(Number),
      sentTimestamp: expect.any(Number),
      deviceId,
      authId: null,
      sourceSystem: 'WEB',
      sourceSystemId: '/whats-on?utm_source=newsletter',
      metadata: { title: await page.title() },
    });
    // A page view is counted 500 ms after the page finished loading (and not much later: the code loads when idle).
    // Date.now() counts whole milliseconds, so the start is taken to the millisecond it falls in.
    const since = first!.createdTimestamp - Math.floor(await loadStarted(page));
    expect(since).toBeGreaterThanOrEqual(500);
    expect(since).toBeLessThan(6000);
    expect(first!.sentTimestamp).toBeGreaterThanOrEqual(first!.createdTimestamp);

    // Client-side navigations, a change of query included.
    const pager = page.getByRole('navigation', { name: /pages$/ });
    const clickedAt = Date.now();
    await pager.getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\/whats-on\?page=3$/);
    await expect
      .poll(async () => pathsOf(await pageViews(sandbox.url, deviceId)))
      .toEqual(['/whats-on?utm_source=newsletter', '/whats-on?page=3']);
    const third = (await pageViews(sandbox.url, deviceId))[1]!;
    // The new route renders after the click, and its view is due 500 ms after that.
    expect(third.createdTimestamp - clickedAt).toBeGreaterThanOrEqual(500);
    expect(third.metadata).toEqual({ title: await page.title() });

    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/whats-on\?page=2$/);
    await expect
      .poll(async () => pathsOf(await pageViews(sandbox.url, deviceId)))
      .toEqual(['/whats-on?utm_source=newsletter', '/whats-on?page=3', '/whats-on?page=2']);

    // Back to a path already counted, and stayed on for longer than the delay: not counted again.
    await page.goBack();
    await expect(page).toHaveURL(/\/whats-on\?page=3$/);
    // The page says once that path's view is decided: already counted, so at once, with nothing sent.
    await expect(page.locator('html')).toHaveAttribute('data-page-view', '/whats-on?page=3');
    // A new path after it: once its view has arrived, anything due before it would have too.
    await pager.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).not.toHaveURL(/page=3/);
    const fourth = new URL(page.url());
    await expect
      .poll(async () => (await pageViews(sandbox.url, deviceId)).length, { timeout: 10_000 })
      .toBe(4);
    expect(pathsOf(await pageViews(sandbox.url, deviceId))).toEqual([
      '/whats-on?utm_source=newsletter',
      '/whats-on?page=3',
      '/whats-on?page=2',
      `${fourth.pathname}${fourth.search}`,
    ]);
    // All of it without loading another document.
    expect(documents).toHaveLength(1);
  });

  test('a view still due when the visitor leaves for another site goes with the page', async ({
    page,
    context,
    sandbox,
  }) => {
    await forgetEvents(sandbox.url);
    await page.goto('/whats-on');
    await hydrated(page);
    const deviceId = await deviceIdOf(context);
    await expect.poll(async () => pathsOf(await pageViews(sandbox.url, deviceId))).toEqual(['/whats-on']);
    // A client-side navigation, then away within the second the queue waits to fill a batch.
    const pager = page.getByRole('navigation', { name: /pages$/ });
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2$/);
    // Leave once the new path's view is due (it then waits up to a second for its batch). The page is
    // gone after this, so only a request sent as it was left can bring the view to the collector.
    await expect(page.locator('html')).toHaveAttribute('data-page-view', '/whats-on?page=2');
    await page.goto(`${sandbox.url}/__sandbox/health`);
    await expect
      .poll(async () => pathsOf(await pageViews(sandbox.url, deviceId)))
      .toEqual(['/whats-on', '/whats-on?page=2']);
  });
});

test.describe('Web Vitals', () => {
  test("a visit's LCP, INP and CLS reach the collector when the visitor leaves the page", async ({
    page,
    context,
    sandbox,
  }) => {
    await forgetEvents(sandbox.url);
    await page.goto('/whats-on');
    await hydrated(page);
    const deviceId = await deviceIdOf(context);
    await expect.poll(async () => pathsOf(await pageViews(sandbox.url, deviceId))).toEqual(['/whats-on']);
    // An interaction that takes a while to answer, so it counts for INP.
    await page.evaluate(() => {
      document.body.addEventListener('click', () => {
        const until = performance.now() + 80;
        while (performance.now() < until) {
          // busy
        }
      });
    });
    await page.getByRole('heading', { level: 1, name: "What's On" }).click();
    // The interaction is timed once the frame after it is drawn.
    await renderingSettled(page);
    // Leaving the page hides it: the vitals are final and go with keepalive.
    await page.goto(`${sandbox.url}/__sandbox/health`);
    const vitals = async () =>
      (await collected(sandbox.url)).filter(
        (event) => event.eventType === 'WEB_VITAL' && event.deviceId === deviceId,
      );
    await expect
      .poll(async () => (await vitals()).map((event) => event.metadata?.name).sort(), { timeout: 10_000 })
      .toEqual(['CLS', 'INP', 'LCP']);
    for (const event of await vitals()) {
      expect(event).toMatchObject({
        sourceSystem: 'WEB',
        sourceSystemId: '/whats-on',
        authId: null,
        metadata: {
          value: expect.any(Number),
          rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
          metricId: expect.any(String),
          navigationType: 'navigate',
        },
      });
    }
    const inp = (await vitals()).find((event) => event.metadata?.name === 'INP')!;
    expect(inp.metadata?.value as number).toBeGreaterThanOrEqual(80);
  });
});

test.describe('the collector down', () => {
  test('events sent while the collector is down arrive once it is back, across pages, each once', async ({
    page,
    context,
    sandbox,
  }) => {
    test.setTimeout(60_000);
    await forgetEvents(sandbox.url);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await sandbox.setFault('events', 'down');
    await page.goto('/whats-on');
    await hydrated(page);
    const deviceId = await deviceIdOf(context);
    await expect.poll(() => warnings.some((text) => text.startsWith('Error sending events'))).toBe(true);
    // A full page load while it is still down: the unsent view is kept for the next page.
    await page.goto('/whats-on?page=2');
    await hydrated(page);
    await expect
      .poll(() => warnings.filter((text) => text.startsWith('Error sending events')).length)
      .toBeGreaterThanOrEqual(2);
    expect(await pageViews(sandbox.url, deviceId)).toEqual([]);

    await sandbox.setFault('events', 'none');
    await expect
      .poll(async () => pathsOf(await pageViews(sandbox.url, deviceId)).sort(), { timeout: 30_000 })
      .toEqual(['/whats-on', '/whats-on?page=2']);
    // Nothing is sent twice: once the queue is idle, nothing is left to send.
    await expect(page.locator('html')).toHaveAttribute('data-events', 'idle');
    const ids = (await pageViews(sandbox.url, deviceId)).map((event) => event.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(2);
  });

  test("a batch our route refuses for good is dropped with 'Status 400, will not retry.'", async ({
    page,
  }) => {
    const posts: string[] = [];
    await page.route('**/api/events', async (route) => {
      posts.push(route.request().postData() ?? '');
      await route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"refused"}' });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/whats-on');
    await hydrated(page);
    await expect.poll(() => warnings).toContain('Status 400, will not retry.');
    // Idle: nothing waiting or scheduled, so the refused batch will not be sent again.
    await expect(page.locator('html')).toHaveAttribute('data-events', 'idle');
    expect(posts).toHaveLength(1);
  });
});

test.describe('POST /api/events', () => {
  test('answers hostile bodies with a 400 that says what is wrong, and another site with a 403', async ({
    request,
    siteUrl,
  }) => {
    const post = (data: unknown, headers: Record<string, string> = { origin: siteUrl }) =>
      request.post('/api/events', {
        headers: { 'content-type': 'application/json', ...headers },
        data: typeof data === 'string' ? data : JSON.stringify(data),
      });
    for (const body of [
      '{',
      '{"events": "all"}',
      JSON.stringify({ events: [{ type: 'page_view', path: 'x' }] }),
    ]) {
      const response = await post(body);
      expect(response.status(), body).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: expect.stringMatching(/^The body /) });
      expect(text).not.toMatch(/\s+at\s|\.js:\d+|node_modules/);
    }
    const huge = JSON.stringify({ events: [], padding: 'x'.repeat(200_000) });
    expect((await post(huge)).status()).toBe(413);
    const valid = {
      events: [
        {
          type: 'page_view',
          eventId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          createdTimestamp: Date.now(),
          path: '/',
          title: null,
        },
      ],
    };
    expect((await post(valid, { origin: 'https://elsewhere.example' })).status()).toBe(403);
  });
});

test.describe('public runtime configuration', () => {
  test("is in the page's HTML the same for every visitor, and the browser learns its own device id", async ({
    page,
    context,
    siteUrl,
  }) => {
    // Two visitors with their own device ids ask for the same page: the same configuration, and neither id.
    const visitors = ['0b7c5d1e-8a4f-4c2b-9d3e-1f2a3b4c5d6e', '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b'];
    const blocks: string[] = [];
    for (const deviceId of visitors) {
      const response = await fetch(`${siteUrl}/whats-on`, {
        headers: { cookie: `dismissedProjectSouthampton=true; furlong_device=${deviceId}` },
      });
      const html = await response.text();
      expect(html).not.toContain(deviceId);
      const block = /<script id="furlong-public-config" type="application\/json">([^<]*)<\/script>/.exec(
        html,
      );
      expect(block, 'the configuration block').not.toBeNull();
      blocks.push(block![1]!);
    }
    expect(blocks[0]).toBe(blocks[1]);
    const config = JSON.parse(blocks[0]!) as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual([
      'clientId',
      'consent',
      'deviceTagsApiKey',
      'env',
      'fanscoreAuth',
      'server',
      'siteUrl',
    ]);
    expect(config).toMatchObject({
      env: 'production',
      server: 'standard',
      siteUrl,
      consent: { propertyId: '31337', privacyManagerId: '1000001' },
    });
    expect(blocks[0]).not.toMatch(/sandbox-events-key|sandbox-forms-service-key/);

    // The browser's own id comes from a small answer that is never cached.
    await page.goto('/whats-on');
    await hydrated(page);
    const deviceId = await deviceIdOf(context);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/device');
      return { cache: response.headers.get('cache-control'), body: (await response.json()) as unknown };
    });
    expect(answer).toEqual({ cache: 'private, no-store', body: { deviceId } });
  });
});

test.describe('poll tracking', () => {
  test('opening a tracked poll sends its REQUEST event with the spec fields', async ({
    page,
    context,
    sandbox,
  }) => {
    await forgetEvents(sandbox.url);
    await page.goto('/');
    await hydrated(page);
    const deviceId = await deviceIdOf(context);
    const before = Date.now();
    await page.getByRole('button', { name: 'Vote Now' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Who is your Jockey of the Day?' })).toBeVisible();
    const pollEvents = async () =>
      (await collected(sandbox.url)).filter(
        (event) => event.sourceSystem === 'POLLS' && event.deviceId === deviceId,
      );
    await expect.poll(async () => (await pollEvents()).length).toBeGreaterThanOrEqual(1);
    const [event] = await pollEvents();
    expect(event).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      eventType: 'REQUEST',
      sourceSystem: 'POLLS',
      sourceSystemId: 'poll-jockey-of-the-day',
      deviceId,
      authId: null,
      createdTimestamp: expect.any(Number),
      sentTimestamp: expect.any(Number),
    });
    expect(event!.createdTimestamp).toBeGreaterThanOrEqual(before - 5000);
  });
});
