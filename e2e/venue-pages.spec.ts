import { expect, test } from './fixtures';

// The venue's secondary revenue pages sell as its flagship pages do: weddings show the spaces, the
// packages with their prices and a form to enquire; a restaurant's card says what it serves, where,
// for how much, and books a table; every card of Getting Here's visitor information has its picture.

const pageWidths = () => document.documentElement.scrollWidth === document.documentElement.clientWidth;

test.describe('venue pages that sell', () => {
  test('/weddings shows its spaces, packages with prices, the Wedding Fair and the enquiry form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/weddings');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Our wedding spaces' })).toBeVisible();
    for (const space of ['The Orangery', 'The Royal Enclosure Lawn', 'The Winning Post Box', 'The Panoramic'])
      await expect(main.getByRole('heading', { level: 3, name: space, exact: true })).toBeVisible();
    await expect(main).toContainText('Ceremonies for 120');

    // The package cards: each with a price from which, and a button to enquire (the page, an article
    // itself, holds them all).
    const packages = main
      .getByRole('article')
      .filter({ hasNot: page.locator('article') })
      .filter({ has: page.getByRole('link', { name: /^Enquire/ }) })
      .filter({ hasText: /From\s*£/ });
    await expect(packages).toHaveCount(3);
    for (const price of ['£6,950', '£11,500', '£18,000'])
      await expect(packages.filter({ hasText: price })).toHaveCount(1);
    await expect(packages.first().getByRole('link', { name: /^Enquire/ })).toHaveAttribute(
      'href',
      '/weddings#enquire',
    );

    // The fair's card leads to the fair and its registration, never back to this page.
    const fair = main
      .getByRole('article')
      .filter({ hasNot: page.locator('article') })
      .filter({ hasText: 'Kingsmere Wedding Fair' });
    await expect(fair.getByRole('link', { name: /^Register/ })).toBeVisible();
    await expect(fair.locator('a[href="/weddings"]')).toHaveCount(0);

    const form = page.locator('[data-form="form-wedding"]');
    await expect(form.getByLabel(/I would like to/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    expect(await page.evaluate(pageWidths)).toBe(true);
  });

  test('a restaurant card gives its cuisine, enclosure and price, and books a table', async ({ page }) => {
    await page.goto('/restaurants');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(9);
    for (const restaurant of await cards.all()) {
      await expect(restaurant).toContainText(/£\d+/);
      await expect(restaurant).toContainText(/(Village|Queen Anne) Enclosure/);
      await expect(restaurant.getByRole('link', { name: /^Book a table/ })).toHaveAttribute(
        'href',
        '/enquiry-forms/fine-dining-enquiry',
      );
    }
    const deck = cards.filter({ has: page.getByRole('heading', { name: 'The Deck', exact: true }) });
    await expect(deck).toContainText('Seafood and Champagne');
    await expect(deck).toContainText('From £65 per person');
    // Every card is a restaurant: no tag says so on each.
    await expect(cards.getByText('Restaurants', { exact: true })).toHaveCount(0);
  });

  test("every card of Getting Here's visitor information has its picture", async ({ page }) => {
    await page.goto('/plan-visit/getting-here');
    const more = page.locator('section, div', {
      has: page.getByRole('heading', { level: 2, name: 'More visitor information' }),
    });
    const cards = more.last().getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    await expect(cards.locator('img')).toHaveCount(count);
    await expect(cards.getByRole('img', { name: 'Parking', exact: true })).toHaveAttribute(
      'src',
      /hero-car-park/,
    );
  });
});
