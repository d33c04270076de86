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
        page.locator(`[data-ad-slot][data-ad-unit="${unit}"] a[data-ad-creative]`).first(),
      ).toHaveAttribute('data-ad-creative', `/21809957681/${unit}`);
    }
    expect(tagRequests).toHaveLength(1);
  });

  test("on a phone a banner's creative has room to breathe: its title on one line beside its button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/_blocks');
    await hydrated(page);
    const creatives = page.locator('[data-advert] a[data-ad-creative]');
    await expect(creatives.first()).toBeVisible();
    const findings = await creatives.evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        const parts = [...link.querySelectorAll('strong, span')].filter((part) => part.children.length === 0);
        // One line of a part: its line height ('normal' is about 1.2 times the font's size).
        const lineHeight = (part: Element) => {
          const style = getComputedStyle(part);
          return Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
        };
        // The height of a part's words, without its padding.
        const textHeight = (part: Element) => {
          const style = getComputedStyle(part);
          return (
            part.getBoundingClientRect().height -
            Number.parseFloat(style.paddingTop) -
            Number.parseFloat(style.paddingBottom)
          );
        };
        return {
          height: Math.round(box.height),
          // Every word of the creative inside it, and none set in more lines than its box has room for.
          cramped: parts
            .filter((part) => {
              const partBox = part.getBoundingClientRect();
              const outside =
                partBox.top < box.top - 1 || partBox.bottom > box.bottom + 1 || partBox.right > box.right + 1;
              return outside || (box.height < 80 && textHeight(part) > lineHeight(part) * 1.5);
            })
            .map(
              (part) => `${part.textContent} (${Math.round(part.getBoundingClientRect().height)} px high)`,
            ),
        };
      }),
    );
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.filter((finding) => finding.cramped.length > 0)).toEqual([]);
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
