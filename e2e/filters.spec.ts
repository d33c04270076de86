import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// The pack's 'What's on' master filter on /horse-races-and-events: 19 coming fixtures in the list
// category, 14 of them in summer, none both summer and jump racing (sandbox/scripts/pack/royal.ts).
const PAGE = '/horse-races-and-events';

function filter(page: Page) {
  return page.getByRole('form', { name: 'What’s on: filters' });
}

function list(page: Page) {
  return page.locator('section', { has: filter(page) }).getByRole('article');
}

function option(page: Page, name: string) {
  return filter(page).getByText(name, { exact: true });
}

test.describe('master filter', () => {
  // One visit of the page: the selection checks end with Clear all, back at the page unfiltered, where
  // the address checks start.
  test('pick, deselect, show and clear; then the address holds the filter through reload, Load more and Back', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await hydrated(page);

    await test.step('pick, replace within a group, deselect; Show results and Clear all follow the selection', async () => {
      await expect(list(page)).toHaveCount(9);
      const show = filter(page).getByRole('button', { name: 'Show results' });
      const clear = filter(page).getByRole('button', { name: 'Clear all' });
      await expect(show).toBeDisabled();
      await expect(clear).toBeDisabled();

      await option(page, 'Flat racing').click();
      await option(page, 'Family').click();
      await expect(filter(page).getByRole('checkbox', { name: 'Family' })).toBeChecked();
      await expect(filter(page).getByRole('checkbox', { name: 'Flat racing' })).not.toBeChecked();
      await option(page, 'Family').click();
      await expect(filter(page).getByRole('checkbox', { name: 'Family' })).not.toBeChecked();
      await expect(show).toBeDisabled();

      await option(page, 'Summer').click();
      await expect(show).toBeEnabled();
      await show.click();
      await expect(page).toHaveURL(`${PAGE}?filter=filter-summer`);
      await expect(page.getByText('Showing 9 of 14')).toBeVisible();
      await expect(list(page)).toHaveCount(9);

      await clear.click();
      await expect(page).toHaveURL(PAGE);
      await expect(page.getByText('Showing 9 of 19')).toBeVisible();
      await expect(filter(page).getByRole('checkbox', { name: 'Summer' })).not.toBeChecked();
      await expect(clear).toBeDisabled();
    });

    await test.step('the address holds the filter: reload, Load more to the end, and Back', async () => {
      await expect(page).toHaveURL(PAGE);
      await option(page, 'Summer').click();
      await filter(page).getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(`${PAGE}?filter=filter-summer`);

      await page.reload();
      await hydrated(page);
      await expect(filter(page).getByRole('checkbox', { name: 'Summer' })).toBeChecked();
      await expect(list(page)).toHaveCount(9);

      await page.getByRole('link', { name: 'Load more' }).click();
      await expect(page).toHaveURL(`${PAGE}?filter=filter-summer&page=2#filter-page-2`);
      await expect(list(page)).toHaveCount(14);
      await expect(page.getByText('Showing 14 of 14')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);

      await option(page, 'Evening').click();
      await filter(page).getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(`${PAGE}?filter=filter-summer&filter=filter-evening`);
      await expect(page.getByText('Showing 2 of 2')).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(`${PAGE}?filter=filter-summer&page=2#filter-page-2`);
      await expect(filter(page).getByRole('checkbox', { name: 'Evening' })).not.toBeChecked();
      await expect(list(page)).toHaveCount(14);
    });
  });

  test('a filter that matches nothing shows the empty state', async ({ page }) => {
    const response = await page.goto(`${PAGE}?filter=filter-jump-racing&filter=filter-summer`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(
      page.getByText("We couldn't find what you were looking for. Try a different search."),
    ).toBeVisible();
  });

  test('filter addresses are kept out of the index, the page itself is canonical', async ({ page }) => {
    await page.goto(`${PAGE}?filter=filter-summer`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PAGE}$`));
    await page.goto(PAGE);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  });
});

test.describe('master filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain GET form and Load more link, both working', async ({ page }) => {
    await page.goto(PAGE);
    await expect(list(page)).toHaveCount(9);
    await option(page, 'Summer').click();
    await option(page, 'Daytime').click();
    await filter(page).getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(`${PAGE}?filter=filter-summer&filter=filter-daytime`);
    await expect(page.getByText(/^Showing 9 of \d+$/)).toBeVisible();

    await page.getByRole('link', { name: 'Load more', includeHidden: true }).click();
    await expect(page).toHaveURL(/page=2#filter-page-2$/);
    await expect(page.locator('article#filter-page-2')).toHaveCount(1);

    await filter(page).getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByText('Showing 9 of 19')).toBeVisible();
  });
});

test.describe('category list filter', () => {
  test("filters a category's list by its children, keeping the filter across pages", async ({ page }) => {
    await page.goto('/video');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Video: filters' });
    await form.getByText('Race Highlights', { exact: true }).click();
    await form.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL('/video?filter=video-highlights');
    await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    await form.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL('/video');
    await expect(page.getByText('Showing 1–9 of 12')).toBeVisible();
  });
});
