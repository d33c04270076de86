import type { Page } from '@playwright/test';
import { expect, hydrated, renderingSettled, test } from './fixtures';

const HOME_BANNER = 'placement-home-banner';
const EVERYONE = 'Royal Kingsmere: early-bird prices end soon';
const KINGSMERE_TV = 'Kingsmere TV: this week’s replays are in';

/** A personalised block once its campaign is drawn (blocks/promo/promo-slot.client.tsx). */
const campaign = (page: Page, sourceSystemId: string) =>
  page.locator(`[data-promo-campaign="${sourceSystemId}"]`);

interface CollectedEvent {
  eventId: unknown;
  eventType: unknown;
  createdTimestamp: unknown;
  sentTimestamp: unknown;
  deviceId: unknown;
  sourceSystem: unknown;
  sourceSystemId: unknown;
  metadata: unknown;
  authId: unknown;
}

/** The personalised view events the sandbox's events collector has taken, in order. */
async function viewEvents(sandboxUrl: string, sourceSystemId: string): Promise<CollectedEvent[]> {
  const response = await fetch(`${sandboxUrl}/__sandbox/events?type=collector`);
  const { events } = (await response.json()) as {
    events: Array<{ status: number; body?: { events?: CollectedEvent[] } }>;
  };
  return events
    .filter((entry) => entry.status === 202)
    .flatMap((entry) => entry.body?.events ?? [])
    .filter((event) => event.sourceSystem === 'PROMOBLOCKS' && event.sourceSystemId === sourceSystemId);
}

async function signInAs(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
}

test.describe('personalised blocks', () => {
  // The home page is visited once as an anonymous visitor, who then signs in as a fan with the Kingsmere
  // TV package: the banner's campaign and its view event are checked before and after.
  test('the home banner, anonymous then signed in with the Kingsmere TV package: its campaign and its view event', async ({
    page,
    sandbox,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await fetch(`${sandbox.url}/__sandbox/events`, { method: 'DELETE' });
    await page.goto('/');
    await hydrated(page);
    const banner = campaign(page, HOME_BANNER);

    await test.step('the view event reaches the events collector once, with the spec fields, only once the block is scrolled into view', async () => {
      await expect(banner.getByRole('heading', { level: 2 })).toHaveText(EVERYONE);
      // Drawn, but below the first screen: the block's observer has decided it is not seen yet.
      const sent: string[] = [];
      page.on('request', (request) => {
        const view = new URL(request.url()).pathname === '/api/promo/view';
        if (view && (request.postDataJSON() as { sourceSystemId?: string }).sourceSystemId === HOME_BANNER) {
          sent.push(request.url());
        }
      });
      await expect(banner).not.toBeInViewport();
      await expect(banner).toHaveAttribute('data-viewed', 'no');
      expect(sent).toEqual([]);
      expect(await viewEvents(sandbox.url, HOME_BANNER)).toEqual([]);

      const before = Date.now();
      await banner.scrollIntoViewIfNeeded();
      await expect.poll(() => viewEvents(sandbox.url, HOME_BANNER)).toHaveLength(1);
      const deviceId = (await context.cookies()).find((cookie) => cookie.name === 'furlong_device')?.value;
      const [event] = await viewEvents(sandbox.url, HOME_BANNER);
      expect(event).toEqual({
        eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        eventType: 'REQUEST',
        createdTimestamp: expect.any(Number),
        sentTimestamp: expect.any(Number),
        deviceId,
        sourceSystem: 'PROMOBLOCKS',
        sourceSystemId: HOME_BANNER,
        metadata: { rulesetId: 'ruleset-anonymous-visitors', contentType: 'CAMPAIGN' },
        authId: null,
      });
      expect(event?.createdTimestamp as number).toBeGreaterThanOrEqual(before - 5000);

      // Out of view and back again: still one event for this page view.
      await expect(banner).toHaveAttribute('data-viewed', 'yes');
      await page.evaluate(() => window.scrollTo(0, 0));
      await renderingSettled(page);
      await banner.scrollIntoViewIfNeeded();
      await renderingSettled(page);
      expect(sent).toHaveLength(1);
      expect(await viewEvents(sandbox.url, HOME_BANNER)).toHaveLength(1);
    });

    await test.step('an anonymous visitor and a fan with the Kingsmere TV package see different campaigns on the home page', async () => {
      await expect(banner.getByRole('heading', { level: 2 })).toHaveText(EVERYONE);
      await expect(campaign(page, 'placement-members').getByRole('heading', { level: 2 })).toHaveText(
        'Race all year as a member',
      );
      // Drawn by the page's own versatile block, countdown and all.
      await expect(banner.locator('[data-theme="dark"][data-royal="true"]')).toHaveCount(1);
      await expect(banner.getByRole('link', { name: 'Book now' })).toHaveAttribute(
        'href',
        '/royal-kingsmere/tickets-and-enclosures',
      );

      await signInAs(page, 'ellie', 'gallop');
      await expect(banner.getByRole('heading', { level: 2 })).toHaveText(KINGSMERE_TV);
      await expect(banner.getByRole('link', { name: 'Watch the replays' })).toBeVisible();
    });

    await test.step("a signed-in fan's view event carries their subject and their campaign's ruleset", async () => {
      await fetch(`${sandbox.url}/__sandbox/events`, { method: 'DELETE' });
      await expect(banner.getByRole('heading', { level: 2 })).toHaveText(KINGSMERE_TV);
      await banner.scrollIntoViewIfNeeded();
      await expect.poll(() => viewEvents(sandbox.url, HOME_BANNER)).toHaveLength(1);
      expect((await viewEvents(sandbox.url, HOME_BANNER))[0]).toMatchObject({
        authId: 'fan-ellie',
        metadata: { rulesetId: 'ruleset-kingsmere-tv', contentType: 'CAMPAIGN' },
      });
    });
  });

  test('a fan without the package sees what everyone sees', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await signInAs(page, 'sam', 'canter');
    await expect(campaign(page, HOME_BANNER).getByRole('heading', { level: 2 })).toHaveText(EVERYONE);
  });

  test('a failing placement leaves the page whole, shows nothing in its place and warns in the console', async ({
    page,
    sandbox,
  }) => {
    const warnings: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await sandbox.setFault('placements', 'error');
    await page.goto('/');
    await hydrated(page);
    await expect
      .poll(() => warnings.filter((text) => text.includes(`Personalised block ${HOME_BANNER}`)))
      .toHaveLength(1);
    await expect(page.locator('[data-promo-reserve]')).toHaveCount(0);
    await expect(page.locator('[data-promo-campaign]')).toHaveCount(0);
    // The rest of the page is there: the hero, the poll, the footer.
    await expect(page.getByRole('heading', { level: 2, name: 'Family Funday Raceday' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vote Now' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the block gallery draws both kinds: a placement and a content query', async ({ page }) => {
    await page.goto('/_blocks');
    await hydrated(page);
    const section = page.locator('section[data-block-type="PROMO"]');
    await expect(campaign(page, HOME_BANNER).getByRole('heading', { level: 2 })).toHaveText(EVERYONE);
    await expect(
      section.locator('[data-promo-campaign="promo-by-content"]').getByRole('heading', { level: 2 }),
    ).toHaveText('Royal Kingsmere is coming');
  });
});
