import type { Page } from '@playwright/test';
import { textContrastOverPicture } from './contrast';
import { expect, hydrated, test } from './fixtures';

// What a visitor sees first on the home page, and the frame around every page: the way to tickets,
// the experiences in the navigation, and a footer that says where the venue is. The home page is
// visited once per width; each check below is a step of that visit, and the navigation's links are
// followed from it and back.

/** The hero's raceday, its date and the way to tickets, the picture edge to edge. */
async function heroLeadsWithTheNextRaceday(page: Page, width: number) {
  const hero = page.locator('[data-home-hero]');
  await expect(hero.getByRole('heading', { level: 1, name: 'Kingsmere Park' })).toBeVisible();
  await expect(hero.getByRole('heading', { level: 2, name: 'Family Funday Raceday' })).toBeVisible();
  await expect(hero.locator('time')).toHaveText(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ · 13:30$/);
  const tickets = hero.getByRole('link', { name: 'Buy tickets' });
  await expect(tickets).toBeInViewport();
  // The picture runs edge to edge.
  const box = await hero.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(width);
  await expect(hero.locator('[data-countdown]')).toHaveCount(1);
  // No second banner under the hero repeating the raceday.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Family Funday Raceday', exact: true }),
  ).toHaveCount(1);
}

/** The hero's words stand out from its picture (4.5:1 or more). */
async function heroWordsStandOut(page: Page) {
  const hero = page.locator('[data-home-hero]');
  await expect(hero.getByRole('img').first()).toHaveJSProperty('complete', true);
  const texts = await textContrastOverPicture(page, hero);
  expect(texts.map((text) => text.text)).toContain('Family Funday Raceday');
  expect(texts.filter((text) => text.ratio < 4.5)).toEqual([]);
}

/** The footer of the page shown: address and map, social channels, partners and safer gambling. */
async function footerSaysWhereTheVenueIs(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('address')).toContainText('Kingsmere Park Racecourse, Mere Lane');
  await expect(footer.getByRole('link', { name: /^Open in a map app/ })).toHaveAttribute(
    'href',
    'https://maps.example.com/?q=Kingsmere+Park',
  );
  const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAccessibleName(/^Kingsmere Park on \w+/);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(footer.getByRole('link', { name: /^Gamble responsibly/ })).toHaveAttribute(
    'href',
    'https://www.begambleaware.org',
  );
  // Each partner's logo is drawn whole: contained in its tile, at its own shape.
  const logos = footer.getByRole('region', { name: 'Our partners' }).getByRole('img');
  await expect(logos).toHaveCount(6);
  for (const logo of await logos.all()) {
    await expect(logo).toHaveCSS('object-fit', 'contain');
    const fits = await logo.evaluate((img: HTMLImageElement) => {
      const tile = img.closest('a')!.getBoundingClientRect();
      const own = img.getBoundingClientRect();
      return (
        own.left >= tile.left && own.right <= tile.right && own.top >= tile.top && own.bottom <= tile.bottom
      );
    });
    expect(fits).toBe(true);
  }
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBe(widths.screen);
}

// The experiences in the navigation: [link, its page, the section it is listed under in the desktop
// navigation].
const experiences = [
  ['Hospitality', '/hospitality', 'Hospitality'],
  ['Weddings', '/weddings', 'Hospitality'],
  ['What to Wear', '/what-to-wear', 'Plan Your Visit'],
] as const;

/** Each experience's page, rendered once beforehand so a test waits for the navigation, not a first render. */
async function renderExperiencePages(page: Page) {
  for (const [, path] of experiences) expect((await page.request.get(path)).status()).toBe(200);
}

test('the home page at 375 px: its hero, the phone menu to the experiences, and the footer', async ({
  page,
}) => {
  const width = 375;
  await renderExperiencePages(page);
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/');
  await test.step(`home page hero: leads with the next raceday, its date and tickets at ${width} px`, () =>
    heroLeadsWithTheNextRaceday(page, width));
  await test.step(`home page hero legibility: its words stand out from the picture (4.5:1 or more) at ${width} px`, async () => {
    await page.setViewportSize({ width, height: 900 });
    await heroWordsStandOut(page);
  });
  await page.setViewportSize({ width, height: 800 });
  await hydrated(page);
  for (const [label, path] of experiences) {
    await test.step(`navigation to the experiences: the phone menu reaches ${label}`, async () => {
      await page.getByRole('banner').getByLabel('Menu').click();
      await page
        .locator('details[data-site-menu]')
        .getByRole('link', { name: label, exact: true })
        .and(page.locator(`[href="${path}"]`))
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }
  await test.step(`site footer: shows the address and map, social channels, partners and safer gambling at ${width} px`, async () => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/weddings');
    await footerSaysWhereTheVenueIs(page);
  });
});

test('the home page at 1440 px: its hero, its sections in order, the navigation to the experiences, and the footer', async ({
  page,
}) => {
  const width = 1440;
  await renderExperiencePages(page);
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/');
  await test.step(`home page hero: leads with the next raceday, its date and tickets at ${width} px`, () =>
    heroLeadsWithTheNextRaceday(page, width));
  await page.setViewportSize({ width, height: 900 });
  await test.step(`home page hero legibility: its words stand out from the picture (4.5:1 or more) at ${width} px`, () =>
    heroWordsStandOut(page));
  await test.step('home page hero: then the fixtures, four stories and the experiences, in that order', async () => {
    const headings = await page.locator('main h2').allTextContents();
    const at = (title: string) => headings.indexOf(title);
    expect(at('Upcoming racedays')).toBeGreaterThan(at('Family Funday Raceday'));
    expect(at('Latest news')).toBeGreaterThan(at('Upcoming racedays'));
    expect(at('More than a day at the races')).toBeGreaterThan(at('Latest news'));
    expect(at('Annual membership')).toBeGreaterThan(at('More than a day at the races'));
    const news = page.locator('section', { has: page.getByRole('heading', { name: 'Latest news' }) });
    await expect(news.locator('article')).toHaveCount(4);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'More than a day at the races' }),
    });
    await expect(section.getByRole('link', { name: 'Plan your wedding' })).toHaveAttribute(
      'href',
      '/weddings',
    );
  });
  await hydrated(page);
  for (const [label, path, section] of experiences) {
    await test.step(`navigation to the experiences: the desktop navigation reaches ${label}`, async () => {
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first();
      // A section's pages open under it on hover (or focus).
      await nav.getByRole('link', { name: section, exact: true }).hover();
      const link = nav.getByRole('link', { name: label, exact: true }).and(page.locator(`[href="${path}"]`));
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }
  await test.step("home page hero: the hero's call to action leads to tickets", async () => {
    await page.locator('[data-home-hero]').getByRole('link', { name: 'Buy tickets' }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await test.step(`site footer: shows the address and map, social channels, partners and safer gambling at ${width} px`, async () => {
    await page.goto('/weddings');
    await footerSaysWhereTheVenueIs(page);
  });
});
