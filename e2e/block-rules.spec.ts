import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { dismissedTakeover } from './visitor-state';

// /memberships holds two blocks limited to some visitors (the pack's tickets.ts): an offer for Queen
// Anne members (Priya holds that entitlement, Sam none) and a Direct Debit note shown only to visitors
// the CDN places in the UK or Ireland. Each is drawn for its visitor in the browser, never in the page
// every visitor shares (docs/decisions/0039).
const PAGE = '/memberships';
const OFFER = 'Queen Anne members book first';
const OFFER_WORDS = 'Royal Enclosure guest badges for Royal Kingsmere open to Queen Anne members';
const DIRECT_DEBIT = 'Pay monthly by Direct Debit';
const DIRECT_DEBIT_WORDS = 'ten monthly payments, interest free';
const GATED_ROOMS = 2;

/** Resolves with the answers of the page's gated blocks once all of them have been answered. */
function gatedAnswers(page: Page): Promise<Response[]> {
  return new Promise((resolve) => {
    const seen: Response[] = [];
    const onResponse = (response: Response) => {
      if (new URL(response.url()).pathname !== '/api/gated-block') return;
      seen.push(response);
      if (seen.length === GATED_ROOMS) {
        page.off('response', onResponse);
        resolve(seen);
      }
    };
    page.on('response', onResponse);
  });
}

/** Opens the page and waits until each of its gated blocks has been answered for this visitor. */
async function visit(page: Page): Promise<Response[]> {
  const answered = gatedAnswers(page);
  await page.goto(PAGE);
  await hydrated(page);
  return answered;
}

/** Signs in from the page's header and comes back to it, its gated blocks answered again. */
async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const answered = gatedAnswers(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === PAGE);
  await answered;
}

/** The page's HTML as a client gets it, checked to be the page itself (not the takeover's home page). */
async function sharedHtml(request: APIRequestContext): Promise<string> {
  const response = await request.get(PAGE);
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).pathname).toBe(PAGE);
  const html = await response.text();
  expect(html).toContain('Compare memberships');
  return html;
}

function expectNoGatedWords(html: string): void {
  for (const words of [OFFER, OFFER_WORDS, DIRECT_DEBIT, DIRECT_DEBIT_WORDS, 'member-queen-anne'])
    expect(html).not.toContain(words);
}

test.describe('blocks limited to some visitors', () => {
  test("the members' offer is drawn for a member alone, and the shared page never holds it", async ({
    page,
    openContext,
    playwright,
    baseURL,
  }) => {
    // A visitor, with no country header: neither block.
    const answers = await visit(page);
    for (const answer of answers) expect(answer.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('group', { name: 'Compare memberships' })).toBeVisible();
    await expect(page.getByRole('heading', { name: OFFER })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: DIRECT_DEBIT })).toHaveCount(0);

    // Sam, signed in without the membership: still no offer.
    await signInAs(page, 'sam', 'canter');
    await expect(page.getByRole('group', { name: 'Compare memberships' })).toBeVisible();
    await expect(page.getByRole('heading', { name: OFFER })).toHaveCount(0);

    // Priya, a Queen Anne member: the offer, drawn by the page's own title-and-text block.
    const priya = await (await openContext()).newPage();
    await visit(priya);
    await signInAs(priya, 'priya', 'trot');
    await expect(priya.getByRole('heading', { name: OFFER })).toBeVisible();
    await expect(priya.getByText(OFFER_WORDS)).toBeVisible();
    await expect(priya.getByRole('heading', { name: DIRECT_DEBIT })).toHaveCount(0);

    // The copy a visitor is served, before and after a member's visit, and the signed-in fans' shared
    // copy, hold none of the gated words.
    // No session: only the cookie of a visitor past the pack's takeover, which leads every path home.
    const visitor = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: [dismissedTakeover], origins: [] },
    });
    try {
      expectNoGatedWords(await sharedHtml(visitor));
      expectNoGatedWords(await sharedHtml(priya.request));
      expectNoGatedWords(await sharedHtml(visitor));
    } finally {
      await visitor.dispose();
    }
  });

  test("the UK and Ireland's note shows by the CDN's country header, and not without it", async ({
    openContext,
  }) => {
    const fromIreland = await (await openContext({ extraHTTPHeaders: { 'CF-IPCountry': 'IE' } })).newPage();
    await visit(fromIreland);
    await expect(fromIreland.getByRole('heading', { name: DIRECT_DEBIT })).toBeVisible();
    await expect(fromIreland.getByText(DIRECT_DEBIT_WORDS)).toBeVisible();
    await expect(fromIreland.getByRole('heading', { name: OFFER })).toHaveCount(0);
    expectNoGatedWords(await sharedHtml(fromIreland.request));

    // A country outside the list, and a header that is no country: an unknown country, not shown.
    for (const country of ['FR', '<b>GB</b>']) {
      const elsewhere = await (
        await openContext({ extraHTTPHeaders: { 'CF-IPCountry': country } })
      ).newPage();
      await visit(elsewhere);
      await expect(elsewhere.getByRole('group', { name: 'Compare memberships' })).toBeVisible();
      await expect(elsewhere.getByRole('heading', { name: DIRECT_DEBIT })).toHaveCount(0);
    }
  });
});
