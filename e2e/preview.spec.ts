import { expect, hydrated, test } from './fixtures';
import { SANDBOX_PREVIEW_SECRET } from '../scripts/sandbox-env.mjs';

// An editor previews unpublished content from the link the content service gives (/api/preview with
// the preview secret and the article's slug); no visitor ever sees it, and no cache keeps it. The
// sandbox holds a story not yet published and the edited version of a published one (drafts.json).
const NEW_STORY = { slug: 'paddock-pavilion-opening-date', path: '/content/paddock-pavilion-opening-date' };
const NEW_TITLE = 'The Paddock Pavilion opens its doors for Royal Kingsmere';
const EDITED = { slug: 'going-report-good-to-firm', path: '/content/going-report-good-to-firm' };
const EDITED_TITLE = 'Going report: good, good to firm in places after overnight rain';
const PUBLISHED_TITLE = 'Going report: good to firm, watering overnight';

const previewLink = (slug: string, secret = SANDBOX_PREVIEW_SECRET) =>
  `/api/preview?secret=${encodeURIComponent(secret)}&slug=${slug}`;

test('the preview link needs the secret: without it, or with a wrong one, 401 and no preview', async ({
  request,
}) => {
  for (const link of [`/api/preview?slug=${NEW_STORY.slug}`, previewLink(NEW_STORY.slug, 'not-the-secret')]) {
    const answer = await request.get(link, { maxRedirects: 0 });
    expect(answer.status(), link).toBe(401);
    expect(answer.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    expect(await answer.text()).toContain('Preview needs the preview secret');
  }
  expect((await request.get(previewLink('no-such-article'), { maxRedirects: 0 })).status()).toBe(404);
});

test('an editor sees a new story and an edited one under the preview bar, privately, and leaves preview', async ({
  page,
  openContext,
}) => {
  const answers: { url: string; cacheControl: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') {
      answers.push({ url: response.url(), cacheControl: response.headers()['cache-control'] ?? '' });
    }
  });
  await page.goto(previewLink(NEW_STORY.slug));
  await expect(page).toHaveURL(new RegExp(`${NEW_STORY.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
  const bar = page.getByRole('region', { name: 'Preview' });
  await expect(bar).toContainText('You are seeing unpublished content');
  expect(answers.at(-1)?.cacheControl).toMatch(/private|no-store/);

  await page.goto(previewLink(EDITED.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED_TITLE);
  await hydrated(page);

  // Meanwhile a visitor: the new story does not exist, the edited one is as published, no bar.
  const visitor = await (await openContext()).newPage();
  expect((await visitor.goto(NEW_STORY.path))?.status()).toBe(404);
  await visitor.goto(EDITED.path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await expect(visitor.getByRole('region', { name: 'Preview' })).toHaveCount(0);

  // Leaving preview goes back to the same story, as visitors see it.
  await bar.getByRole('button', { name: 'Leave preview' }).click();
  await expect(page).toHaveURL(new RegExp(`${EDITED.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  expect((await page.goto(NEW_STORY.path))?.status()).toBe(404);
});
