import { expect, hydrated, renderingSettled, test } from './fixtures';
import { firstAnswer, startSecondServer, type SecondServer } from './second-server';

// The same production build served a second time with none of the third-party settings (no consent
// platform, ad network, forms or live blog script, tag manager, device tags, behavioural tracker
// collector or error reporting): the browser must then ask nothing of any origin but the site's, and
// no analytics code runs. Pages that render per request are
// used, so the page is made with this server's settings rather than read from the build's page cache.
const PAGES = [
  '/horse-races-and-events?filter=filter-summer',
  '/whats-on',
  '/search-results?query=gold',
  '/news/racing',
];

let server: SecondServer | undefined;
let origin = '';

test.beforeAll(async ({ sandboxUrl, baseURL }) => {
  test.setTimeout(90_000);
  server = startSecondServer(sandboxUrl, baseURL!, 7, {
    FAN_AUTH_URL: `${sandboxUrl}/auth`,
    POLL_API_URL: `${sandboxUrl}/polls`,
    VIDEO_GATEWAY_URL: `${sandboxUrl}/feeds`,
  });
  origin = server.origin;
  await firstAnswer(`${origin}/whats-on`, (response) => response.status < 500);
});

test.afterAll(() => {
  server?.process.kill('SIGTERM');
});

test('with no third-party settings the browser asks nothing outside the site', async ({ browser }) => {
  // A cold server: each page's link prefetches are first renders here.
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: origin });
  await context.addCookies([{ name: 'dismissedProjectSouthampton', value: 'true', url: origin }]);
  const page = await context.newPage();
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin)
      elsewhere.push(request.url());
  });
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await hydrated(page);
    // Scrolled to the end, so lazy images, adverts and embeds below the fold would be asked for too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('load');
    // Loaders start in effects after hydration or when something scrolls into view: by the end of the
    // next rendering steps, anything they would fetch has been asked for.
    await renderingSettled(page);
    // No analytics ran: nothing was put in the tag manager's data layer (not even denied storage).
    expect(await page.evaluate(() => window.dataLayer), path).toBeUndefined();
  }
  await expect(page.getByRole('button', { name: /accept all/i })).toHaveCount(0);
  expect(elsewhere).toEqual([]);
  await context.close();
});
