import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Fixture lists show each meeting's own date, coming meetings soonest first, and no read time
// (docs/decisions/0022). The pack's dates are days from when the sandbox loaded it
// (sandbox/scripts/pack/events-data.ts): Family Funday Raceday in 3 days, Royal Kingsmere on the five
// days from the first Tuesday at least 20 days away, the Food Festival on the first weekend at least 17
// days away, Summer Mile Saturday on the last Saturday at least 2 days ago, November Jumps Saturday at
// least 12 days ago and Autumn Flat Finale 40 days ago.

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const inDays = (offset: number) => new Date(Date.now() + offset * DAY_MS);
const label = (offset: number) => dayFormat.format(inDays(offset));
const range = (from: number, to: number) => dayFormat.formatRange(inDays(from), inDays(to));
const PAST = ['Summer Mile Saturday', 'November Jumps Saturday', 'Autumn Flat Finale'];
/** Days to the first `weekday` (0 for Sunday) at least `offset` days away, as the pack's `@date+Nd:sat`. */
const onOrAfter = (offset: number, weekday: number) =>
  offset + ((weekday - inDays(offset).getUTCDay() + 7) % 7);
const ROYAL_TUESDAY = onOrAfter(20, 2);
const FOOD_FESTIVAL_SATURDAY = onOrAfter(17, 6);

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
    await expect(card(filter, 'Kingsmere Food Festival').locator('time')).toHaveText(
      range(FOOD_FESTIVAL_SATURDAY, FOOD_FESTIVAL_SATURDAY + 1),
    );
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

// What a fixture's card and pages sell with (issue 47): the day, gates and first race, the cheapest
// ticket, availability and a way to buy, from each fixture's own event card and ticket cards.
const ROYAL_DAYS = ['day-one', 'day-two', 'day-three', 'day-four', 'day-five'];
const pounds = (text: string) => [...text.matchAll(/£(\d+)/g)].map((match) => Number(match[1]));
/** A fixture page's booking strip under the hero: the card around its (visually hidden) heading. */
const bookingStrip = (page: Page) =>
  page.getByRole('heading', { name: /^Book / }).locator('xpath=ancestor::article[1]');

/** The /racedays cards give the day, gates and first race, the price, availability and Buy tickets. */
async function racedaysCardsSell(page: Page) {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(9);
  for (const fixture of await cards.all()) {
    await expect(fixture.locator('time')).toHaveCount(1);
    await expect(fixture).toContainText(/Gates \d\d:\d\d · First race \d\d:\d\d/);
    await expect(fixture).toContainText(/From £\d+ per adult/);
    // A sold-out day's button says so and cannot be pressed.
    await expect(
      fixture
        .getByRole('link', { name: /^Buy tickets/ })
        .or(fixture.getByRole('button', { name: /^Buy tickets.*sold out/ })),
    ).toBeVisible();
  }
  const funday = card(page, 'Family Funday Raceday');
  await expect(funday).toContainText('Gates 11:00 · First race 13:30');
  await expect(funday).toContainText('From £15 per adult');
  await expect(funday.getByRole('link', { name: /^Buy tickets/ })).toHaveAttribute('href', '/tickets');
  await expect(card(page, 'Friday Evening Racing with Live Music')).toContainText(/Low Availability/i);
  // Every card is a raceday: no tag says so on each.
  await expect(cards.getByText('Racedays', { exact: true })).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBe(widths.screen);
}

/** A Royal Kingsmere day's tickets carry its own date, and the strip's price is the cheapest on sale. */
async function royalDayTickets(page: Page, index: number) {
  const tickets = page.locator('section', {
    has: page.getByRole('heading', { name: 'Tickets for this day' }),
  });
  // Every enclosure's card, the unselected tabs' too.
  const cards = tickets.getByRole('article', { includeHidden: true });
  await expect(cards).toHaveCount(4);
  for (const date of await cards
    .locator('p')
    .filter({ hasText: /^\d{1,2} [A-Z][a-z]{2}$/ })
    .all())
    await expect(date).toHaveText(label(ROYAL_TUESDAY + index));
  expect(
    await cards
      .locator('p')
      .filter({ hasText: /^\d{1,2} [A-Z][a-z]{2}$/ })
      .count(),
  ).toBe(4);
  // The strip under the hero, and the enclosures' prices (the Royal Enclosure has none).
  const strip = bookingStrip(page);
  const [stripPrice] = pounds((await strip.textContent()) ?? '');
  const onSale: number[] = [];
  const all: number[] = [];
  for (const ticket of await cards.all()) {
    const [price] = pounds((await ticket.textContent()) ?? '');
    if (price === undefined) continue;
    all.push(price);
    const buy = ticket.getByRole('link', { name: /^Buy tickets/, includeHidden: true });
    if ((await buy.count()) > 0) onSale.push(price);
  }
  expect(stripPrice).toBe(Math.min(...(onSale.length > 0 ? onSale : all)));
}

async function noAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

// /racedays is visited once per width; each check is a step of that visit, the page as loaded (axe)
// first.
test.describe('/racedays', () => {
  test('at 375 px: accessible, and its cards sell', async ({ page }) => {
    // axe checks every element of a long page: slow on a small machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/racedays');
    await hydrated(page);
    await test.step('fixture pages on a phone, for everyone: /racedays has no accessibility violations at 375 px', () =>
      noAccessibilityViolations(page));
    await test.step('fixtures that sell: /racedays cards give the day, gates and first race, the price, availability and Buy tickets at 375 px', async () => {
      await page.setViewportSize({ width: 375, height: 900 });
      await racedaysCardsSell(page);
    });
  });

  test('at 1440 px: coming meetings soonest first, and its cards sell', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/racedays');
    await test.step('fixture dates: /racedays lists coming meetings by race date, soonest first, without read times', async () => {
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toContainText('Family Funday Raceday');
      await expect(card(page, 'Family Funday Raceday').locator('time')).toHaveText(label(3));
      await expect(card(page, 'Royal Kingsmere').locator('time')).toHaveText(
        range(ROYAL_TUESDAY, ROYAL_TUESDAY + 4),
      );
      await expect(card(page, 'Royal Kingsmere – Gold Cup Day').locator('time')).toHaveText(
        label(ROYAL_TUESDAY + 2),
      );

      const days = await cardDays(cards);
      expect(days.length).toBeGreaterThan(1);
      expect([...days].sort()).toEqual(days);
      const today = new Date().toISOString().slice(0, 10);
      expect(days.every((day) => day >= today)).toBe(true);

      for (const title of PAST) await expect(card(page, title)).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText('min read');
    });
    await test.step('fixtures that sell: /racedays cards give the day, gates and first race, the price, availability and Buy tickets at 1440 px', () =>
      racedaysCardsSell(page));
  });
});

test.describe('fixtures that sell', () => {
  test("What's on sells each fixture as /racedays does: day and times, price, and its own call to action", async ({
    page,
  }) => {
    await page.goto('/horse-races-and-events');
    const filter = page.locator('section', { has: page.getByRole('form', { name: 'What’s on: filters' }) });
    const cards = filter.getByRole('article');
    await expect(cards).toHaveCount(9);
    for (const fixture of await cards.all()) {
      await expect(fixture.locator('time')).toHaveCount(1);
      await expect(fixture).toContainText(/Gates \d\d:\d\d · (First race|Starts) \d\d:\d\d/);
      await expect(fixture).toContainText(/From £\d+ per adult|Free entry/);
      await expect(fixture.getByRole('link', { name: /^(Buy tickets|Register)/ })).toBeVisible();
    }
    const funday = card(filter, 'Family Funday Raceday');
    await expect(funday).toContainText('Gates 11:00 · First race 13:30');
    await expect(funday).toContainText('From £15 per adult');
    await expect(funday.getByRole('link', { name: /^Buy tickets/ })).toHaveAttribute('href', '/tickets');
    // A non-racing event keeps its own call to action: the free Wedding Fair asks you to register.
    const fair = card(filter, 'Kingsmere Wedding Fair');
    await expect(fair).toContainText('Free entry');
    await expect(fair.getByRole('link', { name: /^Register/ })).toHaveAttribute(
      'href',
      '/enquiry-forms/wedding-enquiry',
    );
    await expect(fair.getByRole('link', { name: /^Find out more/ })).toHaveAttribute(
      'href',
      '/non-racing-events/wedding-fair',
    );
  });

  test('a sold-out fixture cannot be bought, and one not yet on sale says so', async ({ page }) => {
    await page.goto('/racedays?page=2');
    const soldOut = card(page, 'Kingsmere Champions Day');
    await expect(soldOut).toContainText(/Sold Out/i);
    await expect(soldOut.getByRole('button', { name: /Buy tickets.*sold out/ })).toBeDisabled();
    const soon = card(page, 'Christmas Jumpers Raceday');
    await expect(soon).toContainText('Tickets on sale soon');
    await expect(soon.getByRole('link', { name: /Buy/ })).toHaveCount(0);
    await expect(soon.getByRole('link', { name: /^Find out more/ })).toHaveAttribute(
      'href',
      '/racedays/christmas-jumpers-raceday',
    );
  });

  for (const [index, day] of ROYAL_DAYS.entries()) {
    // Day one and day two have visits of their own below, with their other checks.
    if (day === 'day-one' || day === 'day-two') continue;
    test(`Royal Kingsmere ${day}: its tickets carry its own date, and the strip's price is the cheapest on sale`, async ({
      page,
    }) => {
      await page.goto(`/racedays/royal-kingsmere-week/${day}`);
      await royalDayTickets(page, index);
    });
  }

  test('Royal Kingsmere day-one: its tickets carry its own date, and the Royal Enclosure offers Enquire, never Buy', async ({
    page,
  }) => {
    await page.goto('/racedays/royal-kingsmere-week/day-one');
    await test.step("Royal Kingsmere day-one: its tickets carry its own date, and the strip's price is the cheapest on sale", () =>
      royalDayTickets(page, 0));
    await test.step('the Royal Enclosure is by sponsorship only: it offers Enquire, never Buy', async () => {
      await hydrated(page);
      await page.getByRole('tab', { name: 'Royal' }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toContainText('By sponsorship only');
      await expect(panel.getByRole('link', { name: /^Enquire/ })).toHaveAttribute(
        'href',
        '/royal-kingsmere/royal-enclosure-applications',
      );
      await expect(panel.getByRole('link', { name: /Buy/ })).toHaveCount(0);
    });
  });

  test("a phone keeps the fixture's buy bar on screen, and it covers nothing at the page's end", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/racedays/royal-kingsmere-week/day-two');
    const bar = page.getByRole('region', { name: 'Book Royal Kingsmere – Day Two' });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('Royal Kingsmere – Day Two');
    await expect(bar).toContainText('From £45 per adult');
    await expect(bar.getByRole('link', { name: /^Buy tickets/ })).toHaveAttribute(
      'href',
      '/royal-kingsmere/tickets-and-enclosures',
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeInViewport();
    // The footer runs on under the bar: its last words end above it.
    const barTop = (await bar.boundingBox())!.y;
    const last = await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^Gamble responsibly/ })
      .boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(barTop);
  });

  test('Royal Kingsmere day-two at 1440 px: its tickets carry its own date, and the booking strip shows, no buy bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/racedays/royal-kingsmere-week/day-two');
    await test.step('the desktop shows the booking strip and no buy bar', async () => {
      await expect(page.locator('[data-buy-bar]')).toBeHidden();
      const strip = bookingStrip(page);
      await expect(strip.getByRole('link', { name: /^Buy tickets/ })).toBeVisible();
    });
    await test.step("Royal Kingsmere day-two: its tickets carry its own date, and the strip's price is the cheapest on sale", () =>
      royalDayTickets(page, 1));
  });
});

test.describe('tables on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the race programme fits: every column head whole, nothing to scroll', async ({ page }) => {
    await page.goto('/racedays/family-funday-raceday');
    const table = page.getByRole('table', { name: 'Race programme' });
    for (const head of await table.getByRole('columnheader').all()) {
      const fits = await head.evaluate((cell) => {
        const box = cell.getBoundingClientRect();
        const scroller = cell.closest('[role="group"]')!.getBoundingClientRect();
        return box.left >= scroller.left && box.right <= scroller.right + 0.5;
      });
      expect(fits).toBe(true);
    }
    await expect(page.getByText('Scroll sideways to see the whole table')).toHaveCount(0);
  });

  // The table's hint and scrolling follow its container's width (CSS container queries), so one visit
  // checks it on a phone and then at 1440 px.
  test('the membership comparison: scrolls on a phone, fits at 1440 px', async ({ page }) => {
    await page.goto('/memberships');
    const region = page.getByRole('group', { name: 'Compare memberships' });
    await test.step('the membership comparison scrolls in a group that says so and the keyboard can scroll', async () => {
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(page.getByText('Scroll sideways to see the whole table')).toBeVisible();
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBe(widths.screen);
    });
    await test.step('at 1440 px the comparison fits, with no hint', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await expect(page.getByText('Scroll sideways to see the whole table')).toBeHidden();
    });
  });
});

test.describe('fixture pages on a phone, for everyone', () => {
  // /racedays is checked in its own visit at 375 px above.
  for (const address of ['/racedays/royal-kingsmere-week', '/racedays/royal-kingsmere-week/day-one']) {
    test(`${address} has no accessibility violations at 375 px`, async ({ page }) => {
      // axe checks every element of a long page: slow on a small machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(address);
      await hydrated(page);
      await noAccessibilityViolations(page);
    });
  }
});
