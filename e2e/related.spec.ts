import { expect, test } from './fixtures';

// One related list per page, and never the page itself: an editor's related block takes the place of
// the automatic 'More in …' list.
test.describe('related content', () => {
  for (const [path, title] of [
    ['/content/silver-lantern-wins-summer-mile', 'More news'],
    ['/content/video-summer-mile-replay', 'More video'],
  ] as const) {
    test(`${path} shows one related list, without itself`, async ({ page }) => {
      await page.goto(path);
      const headings = page.getByRole('heading', { level: 2, name: /^More / });
      await expect(headings).toHaveText([title]);
      const related = page.locator('section', { has: page.getByRole('heading', { name: title }) });
      await expect(related.getByRole('link').first()).toBeVisible();
      const hrefs = await related
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs).not.toContain(path);
    });
  }
});
