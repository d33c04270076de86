import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consentMessage } from './visitor-state';

const FLAG = 'dismissedProjectSouthampton';

async function setTakeover(sandboxUrl: string, running: boolean) {
  const response = await fetch(`${sandboxUrl}/__sandbox/takeover`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ running }),
  });
  if (!response.ok) throw new Error(`the sandbox's takeover switch answered ${response.status}`);
}

async function takeoverCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === FLAG)?.value;
}

test.describe('project takeover', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('replaces the layout and sends every other path to / until dismissed, then stays dismissed', async ({
    page,
  }) => {
    const response = await page.goto('/tickets');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(response?.status()).toBe(200);
    const takeover = page.getByRole('region', { name: /./ }).filter({ has: page.locator('#takeover-title') });
    await expect(takeover).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    // Its title is the one level-one heading shown, though every page's HTML carries it beside its own.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Paddock Pavilion');

    await page.getByRole('button', { name: /Continue to Kingsmere Park/ }).click();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(takeover).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('dismissedProjectSouthampton'))).toBe('true');

    await page.goto('/tickets');
    expect(new URL(page.url()).pathname).toBe('/tickets');
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible(); // no flash: hidden from the first paint
  });

  test('its image is shown to a first visit, and never fetched for a visitor who dismissed it', async ({
    page,
    baseURL,
  }) => {
    const takeoverImage = page.locator('[data-takeover-part="takeover"] img').first();
    await page.goto('/');
    await expect(takeoverImage).toBeVisible();
    await expect
      .poll(() => takeoverImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const source = new URL((await takeoverImage.getAttribute('src'))!, baseURL).searchParams.get('url')!;

    await page.context().addCookies([{ name: FLAG, value: 'true', url: baseURL! }]);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(encodeURIComponent(source)) && !request.url().includes('blur='))
        fetched.push(request.url());
    });
    await page.goto('/content/silver-lantern-wins-summer-mile');
    await page.waitForLoadState('load');
    await expect(takeoverImage).toBeHidden();
    expect(fetched).toEqual([]);
  });

  test('Continue returns the visitor to the page they asked for', async ({ page }) => {
    await page.goto('/search-results?query=gold');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: /Continue to Kingsmere Park/ }).click();
    await expect(page).toHaveURL(/\/search-results\?query=gold$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Search/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'furlong_takeover_return')).toBeUndefined();
  });

  test("shows the venue's logo, and its film's button opens the film's own page, where it plays", async ({
    page,
  }) => {
    await page.goto('/');
    await consentMessage(page).getByRole('button', { name: 'Accept all' }).click();
    const takeover = page.locator('[data-takeover-part="takeover"]');
    await expect(takeover.locator('svg').first()).toBeVisible();
    await expect(takeover.getByText('Kingsmere Park', { exact: true })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[data-takeover-part="takeover"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await takeover.getByRole('button', { name: 'Watch the film: Paddock Pavilion: the film' }).click();
    await expect(page).toHaveURL(/\/paddock-pavilion-film$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paddock Pavilion: the film');
    await expect(page.locator('[data-video-frame]').getByRole('button', { name: /^Play / })).toBeVisible();
    expect(await takeoverCookie(page)).toBe('true');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the dismissal form remembers the choice on the server and returns to the page asked for', async ({
      page,
    }) => {
      await page.goto('/tickets');
      expect(new URL(page.url()).pathname).toBe('/');
      await page
        .getByRole('button', { name: /Continue to Kingsmere Park/ })
        .first()
        .click();
      await page.waitForURL('**/tickets'); // the page asked for, remembered through the takeover
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'dismissedProjectSouthampton')?.value).toBe('true');
      const response = await page.goto('/tickets');
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/tickets');
    });

    test("the film's form, posted before the page's scripts run, dismisses and opens the film's page", async ({
      request,
      baseURL,
    }) => {
      const post = (to: string) =>
        request.post('/api/takeover', { form: { to }, headers: { origin: baseURL! }, maxRedirects: 0 });
      const film = await post('/content/paddock-pavilion-film');
      expect(film.status()).toBe(303);
      expect(new URL(film.headers()['location']!, baseURL).pathname).toBe('/content/paddock-pavilion-film');
      expect(film.headers()['set-cookie']).toContain('dismissedProjectSouthampton=true');
      // Only ever a page of this site.
      const away = await post('https://evil.example/');
      expect(new URL(away.headers()['location']!, baseURL).origin).toBe(new URL(baseURL!).origin);
    });
  });
});

test.describe('when the takeover ends', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  // A page that renders per request, so its head script learns at once that no takeover runs. Link
  // prefetches are held back: they would remake cached pages while the takeover is briefly ended.
  const LIVE_PAGE = '/search-results?query=gold';

  test.afterEach(async ({ sandboxUrl }) => {
    await setTakeover(sandboxUrl, true);
  });

  test('the flag is reset, so a visitor who dismissed one takeover sees the next', async ({
    page,
    sandboxUrl,
    siteCacheSeconds,
    allowErrors,
  }) => {
    test.setTimeout(60_000);
    await page.route(/[?&]_rsc=/, (route) => route.abort());
    // Next's own line for a router request refused as above: it loads the page whole instead.
    allowErrors(/^Failed to fetch RSC payload for /);
    await page.goto('/tickets');
    await page.getByRole('button', { name: /Continue to Kingsmere Park/ }).click();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await takeoverCookie(page)).toBe('true');

    await setTakeover(sandboxUrl, false);
    await expect(async () => {
      await page.goto(LIVE_PAGE);
      expect(await takeoverCookie(page)).toBeUndefined();
    }).toPass({ timeout: (siteCacheSeconds + 10) * 1000 });
    expect(await page.evaluate((flag) => localStorage.getItem(flag), FLAG)).toBe('false');

    // The next takeover: the visitor is sent to it again.
    await setTakeover(sandboxUrl, true);
    await expect(async () => {
      await page.goto(LIVE_PAGE);
      expect(new URL(page.url()).pathname).toBe('/');
    }).toPass({ timeout: (siteCacheSeconds + 10) * 1000 });
    await expect(page.locator('#takeover-title')).toBeVisible();
  });
});
