import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// News lists, category lists and search results. The content pack's 'Racing' news category holds 32
// articles: a list shows 18 on its first load, then 6 more with each 'Load more'.
const NEWS = '/news/racing';
const EMPTY_TITLE = 'No results';
const EMPTY_TEXT = "We couldn't find what you were looking for. Try a different search.";

// The pack runs a project takeover; a visitor who dismissed it browses the site.
async function dismissTakeover(context: BrowserContext, url: string) {
  await context.addCookies([{ name: 'dismissedProjectSouthampton', value: 'true', url }]);
}

const cards = (page: Page) => page.locator('main article');

test.beforeEach(async ({ context, siteUrl }) => dismissTakeover(context, siteUrl));

test.describe('news category', () => {
  // The category page is visited once: the grid as loaded, then 'load more' three times, then the tabs.
  test('the Racing news at 1440 px: the feature card, 18 then more in place, and the category tabs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await page.goto(NEWS);

    await test.step('the news grid opens with the feature card, spanning two columns and two rows', async () => {
      const [feature, second] = [cards(page).nth(0), cards(page).nth(1)];
      await expect(feature).toHaveAttribute('data-variant', 'feature');
      await expect(second).toHaveAttribute('data-variant', 'default');
      const [big, small] = [await feature.boundingBox(), await second.boundingBox()];
      expect(big!.width).toBeGreaterThan(small!.width * 1.8);
      expect(big!.height).toBeGreaterThan(small!.height * 1.8);
    });

    await test.step('shows 18, then load more gives 24 and 30 in place, without a jump', async () => {
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Racing' })).toBeVisible();
      await expect(cards(page)).toHaveCount(18);

      // In place needs the page's JavaScript: before it runs, the link loads the longer page as a document.
      await hydrated(page);
      const more = page.getByRole('link', { name: 'Load more' });
      await more.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await more.click();
      await expect(page).toHaveURL(/\/news\/racing\?page=2#news-page-2$/);
      await expect(cards(page)).toHaveCount(24);
      // The reader stays where they were: the new cards start where the link was.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(50);
      await expect(page.locator('#news-page-2')).toBeInViewport();

      await page.getByRole('link', { name: 'Load more' }).click();
      await expect(page).toHaveURL(/\?page=3#news-page-3$/);
      await expect(cards(page)).toHaveCount(30);

      await page.getByRole('link', { name: 'Load more' }).click();
      await expect(cards(page)).toHaveCount(32);
      await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
    });

    await test.step('the tabs link every news category, the current one marked', async () => {
      const tabs = page.getByRole('navigation', { name: 'News categories' });
      await expect(tabs.getByRole('link', { name: 'Racing' })).toHaveAttribute('aria-current', 'page');
      await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/news');
      await tabs.getByRole('link', { name: 'All' }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      await expect(cards(page)).toHaveCount(18);
    });
  });

  test('hostile ?page= values answer 200 with a page that exists', async ({ request }) => {
    for (const [query, count] of [
      ['page=-1', 18],
      ['page=abc', 18],
      ['page=1e9', 18],
      ['page=2&page=9', 24],
      ['page=99999999999999999999', 32],
    ] as const) {
      const response = await request.get(`${NEWS}?${query}`, {
        headers: { cookie: 'dismissedProjectSouthampton=true' },
      });
      expect(response.status(), query).toBe(200);
      expect((await response.text()).match(/<article/g) ?? [], query).toHaveLength(count);
    }
  });
});

test.describe('news without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("'load more' is a real link to the longer list, at the first new card", async ({ page }) => {
    await page.goto(NEWS);
    await expect(cards(page)).toHaveCount(18);
    const href = await page
      .getByRole('link', { name: 'Load more', includeHidden: true })
      .getAttribute('href');
    expect(href).toBe('/news/racing?page=2#news-page-2');

    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.locator('article#news-page-2')).toHaveCount(1);
    expect(
      await page.getByRole('link', { name: 'Load more', includeHidden: true }).getAttribute('href'),
    ).toBe('/news/racing?page=3#news-page-3');
  });
});

test.describe('category list page', () => {
  test('shows 9 a page with numbered pages', async ({ page }) => {
    const response = await page.goto('/whats-on');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's On");
    await expect(cards(page)).toHaveCount(9);
    const pager = page.getByRole('navigation', { name: /pages$/ });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\/whats-on\?page=3$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(cards(page)).toHaveCount(9);
  });
});

test.describe('search results', () => {
  test('a search from the form shows the query, the count and the results; one with no match, the empty state', async ({
    page,
  }) => {
    await test.step('a search from the form shows the query, the count and the results', async () => {
      await page.goto('/search-results');
      await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
      await expect(page).toHaveTitle(/Search results/);
      const box = page.getByRole('searchbox', { name: 'Search the site' });
      await box.fill('gold cup');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search-results\?query=gold\+cup$/);
      await expect(page.getByRole('main').getByText(/\d+ results? for/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('gold cup');
      expect(await cards(page).count()).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: /Gold Cup/ }).first()).toBeVisible();
    });

    await test.step('a search with no match shows the empty state', async () => {
      const response = await page.goto('/search-results?query=zzqxnothingmatches');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: EMPTY_TITLE })).toBeVisible();
      await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
    });
  });

  test('hostile queries answer 200 with the empty state or results, never an error', async ({ request }) => {
    const hostile = [
      '") OR (x',
      '\\',
      '"',
      '*:*',
      'NOT',
      '(((',
      '<script>alert(1)</script>',
      'x'.repeat(2000),
      '🏇'.repeat(300),
    ];
    for (const query of hostile) {
      const response = await request.get(`/search-results?query=${encodeURIComponent(query)}&page=-1`, {
        headers: { cookie: 'dismissedProjectSouthampton=true' },
      });
      expect(response.status(), query.slice(0, 20)).toBe(200);
      const html = await response.text();
      expect(html.includes(EMPTY_TITLE) || html.includes('<article'), query.slice(0, 20)).toBe(true);
      expect(html).not.toContain('<script>alert(1)</script>');
    }
  });
});

test.describe('when the content service fails', () => {
  test('a search shows the error page, never an empty list', async ({ page, sandbox }) => {
    await sandbox.setFault('content', 'error');
    const response = await page.goto(`/search-results?query=never-searched-${Date.now()}`);
    expect(response?.status()).toBe(503);
    await expect(
      page.getByText('The server encountered an internal error or misconfiguration'),
    ).toBeAttached();
    await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0);
  });
});

test.describe('a fan on a slow connection', () => {
  // The routes the page's links prefetch: Next asks for them with this header once a link is in view.
  async function prefetchesOn(page: Page, connection: { effectiveType: string; saveData: boolean } | null) {
    if (connection) {
      await page.addInitScript((info) => {
        const fake = Object.assign(new EventTarget(), info);
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => fake, configurable: true });
      }, connection);
    }
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(request.url());
    });
    await page.goto('/news');
    await hydrated(page);
    // Down to the pager, so the cards, tabs, pages and 'Load more' have all been in view.
    await page.getByRole('link', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    return prefetched;
  }

  test('no link prefetches on 2G or with data saving on; on a good connection they do', async ({
    page,
    openContext,
  }) => {
    expect(await prefetchesOn(page, null)).not.toEqual([]);
    for (const connection of [
      { effectiveType: '2g', saveData: false },
      { effectiveType: '4g', saveData: true },
    ]) {
      const context = await openContext();
      await dismissTakeover(context, page.url());
      expect(await prefetchesOn(await context.newPage(), connection), JSON.stringify(connection)).toEqual([]);
    }
  });
});
