import { expect, hydrated, test } from './fixtures';
import { consentChoice, dismissedTakeover, privacyManager } from './visitor-state';

const LIVE = '/royal-kingsmere/royal-kingsmere-live';

test.describe('adverts', () => {
  test('only web adverts are drawn, the ad tag loads once for all of them, and each slot gets its creative', async ({
    page,
  }) => {
    const tagRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/gpt.js')) tagRequests.push(request.url());
    });
    await page.goto('/_blocks');
    await hydrated(page);
    const adverts = page.locator('[data-advert]');
    // The pack's web MPU and the home leaderboard are for the web; the app-only unit is not drawn.
    await expect(page.locator('[data-ad-unit="kingsmere_app_only"]')).toHaveCount(0);
    const units = await adverts
      .locator('[data-ad-slot]')
      .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-ad-unit')));
    expect(units.length).toBeGreaterThanOrEqual(2);
    for (const unit of units) {
      await expect(
        page.locator(`[data-ad-slot][data-ad-unit="${unit}"] a[data-house-ad]`).first(),
      ).toHaveAttribute('data-house-ad', `/21809957681/${unit}`);
    }
    expect(tagRequests).toHaveLength(1);
  });
});

test.describe('live blog', () => {
  test('shows the posts, and a new post as it arrives', async ({ page, sandbox }) => {
    await page.goto(LIVE);
    await hydrated(page);
    const feed = page.locator('live-blog-feed[blog-id="lb-royal-kingsmere-live"]');
    await expect(feed.locator('li').first()).toBeVisible();
    const text = `Race 4 declared: the going stays good to firm (${Date.now()}).`;
    const added = await fetch(`${sandbox.url}/__sandbox/live-blog/lb-royal-kingsmere-live/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(added.status).toBe(201);
    // Scripted posts keep coming too, so the new one is looked for anywhere in the list.
    await expect(feed.locator('li', { hasText: text })).toBeVisible({ timeout: 10_000 });
  });

  test('without consent it shows the blocked text, and appears once accepted, without a reload', async ({
    openContext,
    siteUrl,
  }) => {
    const context = await openContext({
      storageState: { cookies: [dismissedTakeover], origins: [consentChoice(siteUrl, {})] },
    });
    const page = await context.newPage();
    await page.goto(LIVE);
    await hydrated(page);
    const block = page.locator('[data-live-blog="lb-royal-kingsmere-live"]');
    await expect(block).toContainText(
      'This feature (Live blog) is currently not available because you need to provide consent to functional cookies.',
    );
    await expect(block.locator('live-blog-feed')).toHaveCount(0);
    await block.getByRole('button', { name: 'cookie preferences' }).click();
    const manager = privacyManager(page);
    await manager.getByRole('button', { name: 'Accept all' }).click();
    await expect(block.locator('live-blog-feed li').first()).toBeVisible();
  });
});
