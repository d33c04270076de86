import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Lighthouse's SEO audit reads a link's text (innerText, hidden words included) and fails generic ones;
// a screen reader reads its accessible name. Neither may be only 'Read more', 'Learn more' or the like.
const GENERIC =
  /^(click here|click this|go|here|information|learn more|more|more info|more information|right here|read more|see more|start|this|find out more)$/i;

// The pages Lighthouse audits (bench/pages.mjs), and a raceday with event cards.
const PAGES = [
  '/',
  '/content/silver-lantern-wins-summer-mile',
  '/racedays/royal-kingsmere-week-day-one',
  '/racedays/family-funday-raceday',
  '/news',
];

/** The links on the page shown that say only 'Read more', 'Learn more' or the like. */
async function genericLinks(page: Page) {
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute('href'),
      text: (anchor as HTMLElement).innerText.trim().replace(/\s+/g, ' '),
      label: anchor.getAttribute('aria-label') ?? '',
    })),
  );
  return links.filter((link) => GENERIC.test(link.text) || GENERIC.test(link.label));
}

test.describe('link texts', () => {
  for (const path of PAGES) {
    test(`every link on ${path} says where it leads`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await genericLinks(page)).toEqual([]);
      // The home page is visited once: its notice's own link is checked in the same visit.
      if (path === '/') {
        await test.step("the notice's 'Read more' names the notice", async () => {
          const link = page.getByRole('complementary', { name: 'Notice' }).getByRole('link');
          await expect(link).toHaveText(/^Read more/);
          await expect(link).toHaveAccessibleName(/^Read more about .+/);
        });
      }
    });
  }
});
