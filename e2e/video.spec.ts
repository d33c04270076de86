import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const ENTITLED = '/content/video-silver-birch-chase-replay';

/** The video frame of a page's first video of this source system. */
const frame = (page: Page, system: 'STREAM' | 'MEDIA' | 'YOUTUBE') =>
  page.locator(`[data-video-frame][data-source-system="${system}"]`).first();

/** The media analytics events (start, play, progress, complete) pushed to the data layer so far. */
const mediaEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
      (entry) => entry.event === 'video',
    ),
  );

/** Every request the page makes to an origin other than the site's own. */
function foreignRequests(page: Page, siteUrl: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(siteUrl).origin) seen.push(request.url());
  });
  return seen;
}

async function signInAs(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('video', () => {
  test('a MEDIA video loads nothing before play, then plays in a plain video element and reports start, play, complete and its usage', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/_blocks');
    await hydrated(page);
    const video = frame(page, 'MEDIA');
    await video.scrollIntoViewIfNeeded();
    expect(await video.locator('video').count()).toBe(0);
    const mediaRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.webm')) mediaRequests.push(request.url());
    });
    expect(mediaRequests).toEqual([]);
    await video.getByRole('button', { name: /^Play / }).click();
    const player = video.locator('video[controls]');
    await expect(player).toBeVisible();
    // The pack's file plays to its end (4 s); muted, so the browser allows it to start on its own.
    await player.evaluate((element: HTMLVideoElement) => (element.muted = true));
    await expect
      .poll(async () => (await mediaEvents(page)).map((event) => event.mediaAction), { timeout: 15_000 })
      .toEqual(['start', 'play', 'complete']);
    const [start, , complete] = await mediaEvents(page);
    expect(start).toMatchObject({
      mediaId: 'media-digital-tickets',
      mediaProvider: 'MEDIA',
    });
    expect(complete?.mediaPercent).toBe(100);
    expect(Number(complete?.mediaLength)).toBeGreaterThan(3);
    expect(mediaRequests.length).toBeGreaterThan(0);

    // The usage event reaches the behavioural tracker's collector (the sandbox's).
    const usageEvents = async () => {
      const response = await fetch(`${sandbox.url}/__sandbox/events?type=tracker`);
      const { events } = (await response.json()) as {
        events: Array<{ body?: { data?: Array<{ ue_pr?: string }> } }>;
      };
      return events
        .flatMap((event) => event.body?.data ?? [])
        .map((entry) => JSON.parse(entry.ue_pr ?? '{}')?.data)
        .filter((event) => event?.schema === 'iglu:com.furlong/media_usage/jsonschema/1-0-0')
        .map((event) => event.data);
    };
    await expect.poll(usageEvents).toContainEqual(
      expect.objectContaining({
        content_id: 'media-digital-tickets',
        content_provider: 'MEDIA',
        content_type: 'video',
      }),
    );
  });

  test("a fan with the package watches an entitled STREAM video in the provider's player, loaded only on play", async ({
    page,
    siteUrl,
  }) => {
    await page.goto(ENTITLED);
    await signInAs(page, 'ellie', 'gallop');
    await page.waitForURL((url) => url.pathname === ENTITLED);
    await hydrated(page);
    const foreign = foreignRequests(page, siteUrl);
    const video = frame(page, 'STREAM');
    await video.scrollIntoViewIfNeeded();
    expect(foreign.filter((url) => url.includes('/stream/'))).toEqual([]);

    await video.getByRole('button', { name: /^Play / }).click();
    const player = video.locator('video[data-stream-player]');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('data-entry-id', '1_km3silver');
    expect(foreign.filter((url) => url.includes('/embedPlaytimeJs/'))).toHaveLength(1);
    await expect
      .poll(async () => (await mediaEvents(page)).map((event) => event.mediaAction))
      .toContain('start');
    expect((await mediaEvents(page))[0]).toMatchObject({ mediaId: '1_km3silver', mediaProvider: 'STREAM' });
  });

  test('a fan without the package is sent to /packages', async ({ page }) => {
    await page.goto(ENTITLED);
    await signInAs(page, 'sam', 'canter');
    await page.waitForURL((url) => url.pathname === ENTITLED);
    await hydrated(page);
    await frame(page, 'STREAM')
      .getByRole('button', { name: /^Play / })
      .click();
    await page.waitForURL((url) => url.pathname === '/packages');
  });

  test('a visitor who is not signed in is sent to sign in, and back to the video', async ({ page }) => {
    await page.goto(ENTITLED);
    await hydrated(page);
    await frame(page, 'STREAM')
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.getByLabel('Username').fill('ellie');
    await page.getByLabel('Password').fill('gallop');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === ENTITLED);
    await hydrated(page);
    await frame(page, 'STREAM')
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(frame(page, 'STREAM').locator('video[data-stream-player]')).toBeVisible();
  });

  test('a YouTube video plays through the iframe API on the no-cookie host, and reports start and play', async ({
    page,
  }) => {
    await page.goto('/content/video-course-walk');
    await hydrated(page);
    const video = frame(page, 'YOUTUBE');
    await expect(video).toHaveAttribute('data-embed-sources', 'https://www.youtube-nocookie.com');
    await video.getByRole('button', { name: /^Play / }).click();
    const player = video.locator('video[data-youtube-player]');
    await expect(player).toHaveAttribute('data-host', 'https://www.youtube-nocookie.com');
    await expect
      .poll(async () => (await mediaEvents(page)).map((event) => event.mediaAction))
      .toEqual(expect.arrayContaining(['start', 'play']));
    expect((await mediaEvents(page))[0]).toMatchObject({
      mediaProvider: 'YOUTUBE',
      mediaId: expect.any(String),
    });
  });
});
