import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// A members-only story (the pack's 'Inside the yard', for Queen Anne members): visitors share one cached
// teaser; a signed-in fan's copy is fetched with the fan's token, for that fan alone, kept by no cache.
const STORY = '/content/golden-tithe-team-interview';
const BODY = 'It is still dark when Danny Furlow pulls back the bolt';
const FOR_MEMBERS = 'This article is for members';

/** From the story's teaser: 'Sign in to read', the provider's form, and back to the story. */
async function signInFromTeaser(page: Page, username: string, password: string) {
  await page.goto(STORY);
  await hydrated(page);
  await page.getByRole('link', { name: 'Sign in to read' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === STORY);
}

/** The story's HTML as a client with these cookies gets it, with its cache headers. */
async function story(request: APIRequestContext) {
  const response = await request.get(STORY);
  expect(response.status()).toBe(200);
  return {
    html: await response.text(),
    control: response.headers()['cache-control'] ?? '',
    cache: response.headers()['x-furlong-cache'],
  };
}

test.describe('members-only articles', () => {
  test('a visitor reads the teaser, with a lock and a sign-in that returns to the story', async ({
    page,
  }) => {
    await page.goto(STORY);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Inside the yard');
    await expect(page.getByRole('img', { name: 'Members only' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: FOR_MEMBERS })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to read' })).toHaveAttribute(
      'href',
      `/api/session/sign-in?return=${encodeURIComponent(STORY)}`,
    );
    await expect(page.getByText(BODY)).toHaveCount(0);
  });

  test('a member reads the whole story, answered privately', async ({ page }) => {
    await signInFromTeaser(page, 'priya', 'trot');
    await expect(page.getByText(BODY)).toBeVisible();
    await expect(page.getByRole('heading', { name: FOR_MEMBERS })).toHaveCount(0);
    for (let i = 0; i < 2; i += 1) {
      const answer = await story(page.request);
      expect(answer.html).toContain(BODY);
      expect(answer.control).toMatch(/\bprivate\b/);
      expect(answer.control).toMatch(/\bno-store\b/);
      expect(answer.cache).toBeUndefined();
    }
  });

  test('a signed-in fan without the membership is told it is for members, and how to become one', async ({
    page,
  }) => {
    await signInFromTeaser(page, 'sam', 'canter');
    await expect(page.getByRole('heading', { name: FOR_MEMBERS })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/memberships');
    await expect(page.getByRole('link', { name: 'Sign in to read' })).toHaveCount(0);
    await expect(page.getByText(BODY)).toHaveCount(0);
  });

  test("a visitor right after a member gets the shared teaser, never the member's copy", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInFromTeaser(page, 'priya', 'trot');
    const visitor = await playwright.request.newContext({ baseURL });
    try {
      for (let round = 0; round < 2; round += 1) {
        expect((await story(page.request)).html).toContain(BODY);
        const seen = await story(visitor);
        expect(seen.html).not.toContain(BODY);
        expect(seen.html).toContain(FOR_MEMBERS);
      }
      // The visitor's copy is the serving layer's to share, and still never answers the member.
      expect((await story(visitor)).cache).toBeDefined();
      expect((await story(page.request)).html).toContain(BODY);
    } finally {
      await visitor.dispose();
    }
  });
});
