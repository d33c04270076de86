import type { Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { SERVER_ERROR_TEXT } from '../ui/error/error-messages';

// A fan who opened a page before a release and then follows a link or opens a gallery: the scripts that
// page knows have been replaced, and the ones it asks for next are gone (404). The page is loaded again,
// once, and the fan gets where they were going, never the error page. A script that stays gone leaves
// the page as the server made it after one reload, instead of reloading for ever.

const FROM = '/news';

/** Every document the page loads, and every script refused as gone. */
function watch(page: Page) {
  const seen = { documents: 0, refused: [] as string[] };
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document') seen.documents += 1;
  });
  return seen;
}

/** From now on, any of the site's scripts the page has not loaded yet answers 404 while `gone()`. */
async function removeNewScripts(page: Page, seen: { refused: string[] }, gone: () => boolean) {
  const loaded = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/_next/static/')),
    ),
  );
  await page.route('**/_next/static/**/*.js', async (route) => {
    const url = route.request().url();
    if (gone() && !loaded.has(url)) {
      seen.refused.push(url);
      await route.fulfill({ status: 404, body: 'Not found' });
    } else {
      await route.continue();
    }
  });
}

/** A story's card on the news page: its address, and the click that follows it. */
async function openFirstStory(page: Page): Promise<string> {
  const card = page.locator('main article a[href^="/content/"]').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  return href;
}

test('a script gone after a release reloads the page once, and the fan lands where they were going', async ({
  page,
  allowErrors,
}) => {
  allowErrors(/ChunkLoadError|Loading chunk|Failed to load chunk|dynamically imported module/i);
  const seen = watch(page);
  await page.goto(FROM);
  await hydrated(page);
  // The release is undone by the reload: the new page's scripts are there.
  await removeNewScripts(page, seen, () => seen.documents < 2);
  const href = await openFirstStory(page);
  await expect.poll(() => seen.documents).toBe(2);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(SERVER_ERROR_TEXT)).toHaveCount(0);
  expect(seen.refused, 'the story needs a script the news page had not loaded').not.toEqual([]);
  expect(seen.documents).toBe(2);
});

test('a part of the page loaded on demand that is gone reloads the page once, never the error page', async ({
  page,
  allowErrors,
}) => {
  allowErrors(/ChunkLoadError|Loading chunk|Failed to load chunk|dynamically imported module/i);
  const seen = watch(page);
  await page.goto('/_blocks');
  await hydrated(page);
  await removeNewScripts(page, seen, () => seen.documents < 2);
  // The gallery's full-size view is a script of its own, asked for when a thumbnail is first used.
  const thumbnail = () =>
    page.locator('section[data-block-type="GALLERY"] button[aria-haspopup="dialog"]').first();
  await thumbnail().click();
  await expect.poll(() => seen.documents).toBe(2);
  expect(seen.refused, "the full-size view's script").not.toEqual([]);
  await hydrated(page);
  await expect(page.getByText(SERVER_ERROR_TEXT)).toHaveCount(0);
  const guard = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('furlong:reload-guard') ?? 'null'),
  );
  expect(guard).toMatchObject({ path: '/_blocks', expires: expect.any(Number) });
  // The new release's full-size view opens.
  await thumbnail().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a script gone for good is not reloaded for ever: the story is loaded once, then left as the server made it', async ({
  page,
  allowErrors,
}) => {
  allowErrors(/ChunkLoadError|Loading chunk|Failed to load chunk|dynamically imported module/i);
  const seen = watch(page);
  await page.goto(FROM);
  await hydrated(page);
  await removeNewScripts(page, seen, () => true);
  const href = await openFirstStory(page);
  // The story is loaded as a whole page; its own scripts are refused too, and it is not loaded again.
  await expect.poll(() => seen.documents).toBe(2);
  // Once that page has loaded, every script it asked for has been refused, and nothing more is under way.
  await page.waitForLoadState('load');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.documents).toBe(2);
  const guard = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('furlong:reload-guard') ?? 'null'),
  );
  expect(guard).toMatchObject({ path: href });
  await expect(page.getByText(SERVER_ERROR_TEXT)).toHaveCount(0);
});
