import { expect, test } from './fixtures';

// Pages whose blocks scroll sideways on a phone (carousels, date tabs, anchor tabs, tables, news tabs):
// what a row holds scrolls inside the row, never the page.
const PAGES = ['/', '/tickets', '/royal-kingsmere', '/news', '/racedays', '/_blocks'];

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of PAGES) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(path);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBe(widths.screen);
    });
  }
});
