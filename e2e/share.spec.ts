import { expect, hydrated, test } from './fixtures';

const STORY = '/content/silver-lantern-wins-summer-mile';

test.describe('share links', () => {
  test("a story links to each network with the site's address of the page, and copies it", async ({
    page,
    context,
    siteUrl,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(STORY);
    const share = page.getByRole('navigation', { name: 'Share this story' });
    const address = encodeURIComponent(`${siteUrl}${STORY}`);
    await expect(share.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    await expect(share.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    );
    expect(await share.getByRole('link', { name: /^X/ }).getAttribute('href')).toMatch(
      new RegExp(`^https://x[.]com/intent/post[?]url=${address}&text=.+`),
    );
    await hydrated(page);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('button', { name: /Link copied/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}${STORY}`);
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3_000 });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the network links are there and the copy button is not', async ({ page }) => {
      await page.goto(STORY);
      const share = page.getByRole('navigation', { name: 'Share this story' });
      await expect(share.getByRole('link')).toHaveCount(3);
      await expect(share.getByRole('button', { name: 'Copy link' })).toBeHidden();
    });
  });
});
