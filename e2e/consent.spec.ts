import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consentMessage, dismissedTakeover, privacyManager } from './visitor-state';

// A visitor who dismissed the takeover but has made no consent choice yet.
test.use({ storageState: { cookies: [dismissedTakeover], origins: [] } });

const BLOCKED = (name: string) =>
  `This feature (${name}) is currently not available because you need to provide consent to functional cookies. Please update your cookie preferences`;

const embedsSection = (page: Page) => page.locator('[data-embed-sources]').first();

test.describe('consent', () => {
  test('first visit shows the message; rejected, embeds show the blocked text; accepted, they appear without reload', async ({
    page,
  }) => {
    await page.goto('/_blocks');
    const message = consentMessage(page);
    await expect(message).toBeVisible();
    await message.getByRole('button', { name: 'Reject all' }).click();
    await expect(message).toBeHidden();

    const body = embedsSection(page);
    await expect(body.locator('[data-embed="youtube"]')).toHaveText(BLOCKED('YouTube'));
    await expect(body.locator('[data-embed="twitter"]')).toHaveText(BLOCKED('X (Twitter)'));
    await expect(body.locator('iframe')).toHaveCount(0);
    await expect(page.locator('script[src="https://platform.twitter.com/widgets.js"]')).toHaveCount(0);

    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await body.locator('[data-embed="youtube"]').getByRole('button', { name: 'cookie preferences' }).click();
    const manager = privacyManager(page);
    await expect(manager).toBeVisible();
    await manager.getByRole('button', { name: 'Accept all' }).click();

    const frame = body.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Km7CourseW1');
    await expect(body.locator('[data-embed]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-tweet-widget', 'ran');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    // The choice survives a reload: no message, the embeds straight away.
    await page.reload();
    await expect(embedsSection(page).locator('iframe')).toHaveCount(1);
    await expect(consentMessage(page)).toBeHidden();
  });

  test('one provider allowed in the privacy manager shows that provider only', async ({ page }) => {
    await page.goto('/_blocks');
    await consentMessage(page).getByRole('button', { name: 'Manage preferences' }).click();
    const manager = privacyManager(page);
    await manager.getByRole('checkbox', { name: 'YouTube' }).check();
    await manager.getByRole('button', { name: 'Save and close' }).click();
    const body = embedsSection(page);
    await expect(body.locator('iframe')).toHaveCount(1);
    await expect(body.locator('[data-embed="twitter"]')).toHaveText(BLOCKED('X (Twitter)'));
  });

  test('the message takes a choice even while the page stops clicks at the document', async ({ page }) => {
    // Until React hydrates the page, its root stops every click at the document that it cannot yet
    // handle. The platform's message is framed, as the real platform's is, so the visitor's tap still counts.
    await page.addInitScript(() => {
      if (window === window.top) {
        document.addEventListener('click', (event) => event.stopPropagation(), { capture: true });
      }
    });
    await page.goto('/_blocks');
    await consentMessage(page).getByRole('button', { name: 'Manage preferences' }).click();
    await privacyManager(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(consentMessage(page)).toBeHidden();
    await expect(privacyManager(page)).toBeHidden();
    await expect(embedsSection(page).locator('iframe')).toHaveCount(1);
  });

  test("the footer's cookie preferences opens the privacy manager", async ({ page }) => {
    await page.goto('/');
    await consentMessage(page).getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(privacyManager(page)).toBeVisible();
  });

  test('a consent script without __tcfapi: the console error, and every embed stays blocked', async ({
    page,
    allowErrors,
  }) => {
    allowErrors(/^getCustomVendorConsents is not available$/);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/unified/wrapperMessagingWithoutDetection.js', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'window.loadedWithoutApi = true;' }),
    );
    await page.goto('/_blocks');
    await expect.poll(() => errors).toContain('getCustomVendorConsents is not available');
    await expect(embedsSection(page).locator('[data-embed="youtube"]')).toHaveText(BLOCKED('YouTube'));
    await expect(embedsSection(page).locator('iframe')).toHaveCount(0);
  });

  test("the page's policy allows frames from its own embeds' providers only", async ({ request }) => {
    const blocks = await request.get('/_blocks');
    const policy = blocks.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/frame-src 'self' [^;]*https:\/\/\*\.youtube\.com/);
    const home = await request.get('/');
    // Only the consent platform's own frames, where the page embeds nothing.
    expect(home.headers()['content-security-policy']).toMatch(/frame-src 'self' http:\/\/localhost:\d+;/);
  });

  test('the privacy manager names each vendor and what it is for, in words a fan knows', async ({ page }) => {
    await page.goto('/');
    await consentMessage(page).getByRole('button', { name: 'Manage preferences' }).click();
    const manager = privacyManager(page);
    await expect(
      manager.getByRole('checkbox', { name: /Jockey of the Day poll, enquiry forms/ }),
    ).toBeVisible();
    await expect(manager.getByRole('checkbox', { name: /YouTube Race replays/ })).toBeVisible();
    await expect(manager).not.toContainText('Furlong');
    await manager.getByRole('button', { name: 'Reject all' }).click();
    // Refused, the poll says which feature waits for consent, by the name the page gives it.
    const blocked = page.locator('[data-blocked-feature]').first();
    await expect(blocked).toContainText('This feature (Jockey of the Day poll) is currently not available');
    await expect(page.locator('[data-blocked-feature]', { hasText: 'Furlong' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("the message is set in the site's type over a dimmed page, below the hero's Buy tickets", async ({
      page,
    }) => {
      await page.goto('/');
      const message = consentMessage(page);
      await expect(message).toBeVisible();
      const sheet = page.locator('iframe[title="Your privacy"]');
      await expect(sheet).toBeVisible();
      await expect
        .poll(() => message.evaluate(() => document.fonts.check('600 15px Inter') && document.fonts.size > 0))
        .toBe(true);
      expect(await message.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
        /^"?Inter"?,/,
      );
      expect(
        await message.getByRole('heading').evaluate((element) => getComputedStyle(element).fontFamily),
      ).toMatch(/^"?Playfair Display"?,/);
      const backdrop = page.locator('[id^="sp_message_container_"]');
      expect(await backdrop.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
      const buy = page.locator('[data-home-hero]').getByRole('link', { name: 'Buy tickets' });
      const buyBox = (await buy.boundingBox())!;
      const sheetBox = (await sheet.boundingBox())!;
      expect(buyBox.y + buyBox.height, "the hero's Buy tickets ends above the message").toBeLessThanOrEqual(
        sheetBox.y,
      );
      expect(sheetBox.height, 'the message is a sheet of modest height').toBeLessThanOrEqual(800 / 3);
      // The dimmed page still takes a tap on its first action.
      const hit = await buy.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return at !== null && element.contains(at);
      });
      expect(hit).toBe(true);
    });
  });
});
