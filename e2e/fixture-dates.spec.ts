import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Fixture lists show each meeting's own date, coming meetings soonest first, and no read time
// (docs/decisions/0022). The pack's dates are days from when the sandbox loaded it
// (sandbox/scripts/pack/events-data.ts): Family Funday Raceday in 3 days, Royal Kingsmere from day 20
// to day 24, Summer Mile Saturday 2 days ago, November Jumps Saturday 12 days ago and Autumn Flat
// Finale 40 days ago.

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const inDays = (offset: number) => new Date(Date.now() + offset * DAY_MS);
const label = (offset: number) => dayFormat.format(inDays(offset));
const range = (from: number, to: number) => dayFormat.formatRange(inDays(from), inDays(to));
const PAST = ['Summer Mile Saturday', 'November Jumps Saturday', 'Autumn Flat Finale'];

/** The `datetime` of each card's date, in the order the cards are shown. */
async function cardDays(cards: Locator): Promise<string[]> {
  return cards
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

/** The card whose heading is `title`; `has` takes a locator of the page, matched inside each card. */
function card(scope: Page | Locator, title: string): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('fixture dates', () => {
  test('/racedays lists coming meetings by race date, soonest first, without read times', async ({
    page,
  }) => {
    await page.goto('/racedays');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText('Family Funday Raceday');
    await expect(card(page, 'Family Funday Raceday').locator('time')).toHaveText(label(3));
    await expect(card(page, 'Royal Kingsmere').locator('time')).toHaveText(range(20, 24));
    await expect(card(page, 'Royal Kingsmere – Gold Cup Day').locator('time')).toHaveText(label(22));

    const days = await cardDays(cards);
    expect(days.length).toBeGreaterThan(1);
    expect([...days].sort()).toEqual(days);
    const today = new Date().toISOString().slice(0, 10);
    expect(days.every((day) => day >= today)).toBe(true);

    for (const title of PAST) await expect(card(page, title)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('min read');
  });

  test("What's on lists fixtures by date, each once", async ({ page }) => {
    await page.goto('/horse-races-and-events');
    const filter = page.locator('section', { has: page.getByRole('form', { name: 'What’s on: filters' }) });
    const cards = filter.getByRole('article');
    await expect(cards).toHaveCount(9);
    await expect(cards.first()).toContainText('Family Funday Raceday');
    const days = await cardDays(cards);
    expect(days).toHaveLength(9);
    expect([...days].sort()).toEqual(days);
    // A meeting comes before its own days, which start the same day.
    await expect(card(filter, 'Kingsmere Food Festival').locator('time')).toHaveText(range(12, 13));
    const titles = await cards.getByRole('heading').allTextContents();
    expect(titles.indexOf('Kingsmere Food Festival')).toBeLessThan(
      titles.indexOf('Kingsmere Food Festival – Saturday'),
    );
    for (const title of PAST) await expect(card(filter, title)).toHaveCount(0);

    // No second list repeats the events the filter already lists.
    await expect(page.getByRole('heading', { name: 'Non-racing events' })).toHaveCount(0);

    await expect(page.getByRole('main')).not.toContainText('min read');
  });

  test('news cards keep their read time; restaurants and videos show none', async ({ page }) => {
    // Three list pages, each rendered cold on a shared 2-core machine.
    test.setTimeout(90_000);
    await page.goto('/news');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/\d+ min read/);

    await page.goto('/restaurants');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('min read');

    await page.goto('/video');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('min read');
  });
});
