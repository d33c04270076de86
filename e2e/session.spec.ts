import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from './fixtures';

// Fan sessions (issue 5) against the sandbox identity provider: tokens live in HttpOnly cookies on our
// server; the sandbox's /__sandbox inspection tells which grants and revokes happened.

interface TokenEvent {
  type: 'token';
  grantType: string;
  sub?: string;
  ok: boolean;
  error?: string;
}
interface RevokeEvent {
  type: 'revoke';
  sub?: string;
  valid: boolean;
}

/** The sandbox identity provider's inspection (sandbox/README.md), reset before and after each test. */
function identityProvider(url: string, siteUrl: string) {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}/__sandbox${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`sandbox ${path}: ${response.status}`);
    return response.json();
  };
  return {
    url,
    siteUrl,
    reset: () => call('/reset', { method: 'POST' }),
    tokenEvents: async (): Promise<TokenEvent[]> => (await call('/events?type=token')).events,
    revokeEvents: async (): Promise<RevokeEvent[]> => (await call('/events?type=revoke')).events,
    clearEvents: () => call('/events', { method: 'DELETE' }),
    setLifetimes: (lifetimes: { accessTtl?: number; refreshTtl?: number }) =>
      call('/tokens', { method: 'PUT', body: JSON.stringify(lifetimes) }),
  };
}
type IdentityProvider = ReturnType<typeof identityProvider>;

const test = base.extend<{ idp: IdentityProvider }>({
  idp: [
    async ({ sandbox, siteUrl }, provide) => {
      const idp = identityProvider(sandbox.url, siteUrl);
      await idp.reset();
      await provide(idp);
      await idp.reset();
    },
    { auto: true },
  ],
});

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((candidate) => candidate.name === name);
}

/** Submits the sandbox's sign-in form as a demo fan (sandbox/content/fans.json). */
async function fillSignInForm(page: Page, username = 'ellie', password = 'gallop') {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From a page of the site: 'Sign in' in the header, the provider's form, back to the page. */
async function signIn(idp: IdentityProvider, page: Page, from = '/tickets') {
  await page.goto(from);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === idp.url);
  await fillSignInForm(page);
  await page.waitForURL((url) => url.origin === idp.siteUrl && !url.pathname.startsWith('/oauth2'));
}

/**
 * Leaves the site, so the page's own requests (session check, prefetches) are over, then waits until the
 * access token, issued for 64 s, is within the 60 s in which it is refreshed: read from the token's own
 * expiry rather than a fixed sleep. Signing in with such a token means no refresh starts while the page
 * is open: one cut short by leaving would spend the refresh token without the browser storing its answer.
 */
async function leaveSite(page: Page) {
  await page.goto('about:blank');
  const token = (await cookie(page.context(), 'furlong_at'))?.value ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}');
  const due = (Number(payload.exp) - 60) * 1000 + 250;
  expect(Number.isFinite(due)).toBe(true);
  await page.waitForTimeout(Math.max(0, due - Date.now()));
}
const SOON_STALE = { accessTtl: 64 };

async function sessionAnswer(page: Page) {
  const response = await page.request.get('/api/session');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  return response.json();
}

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/;

test.describe('fan sessions', () => {
  // One sign-in from /tickets as the demo fan, then each check of the signed-in site as a step of it.
  test('a demo fan signs in from /tickets: lands back, tokens kept from scripts, signed in from first paint, the header fits', async ({
    page,
    context,
    idp,
  }) => {
    await signIn(idp, page, '/tickets');

    await test.step('signs in as a demo fan and lands back on the page left, without the query', async () => {
      const landed = new URL(page.url());
      expect(landed.pathname).toBe('/tickets');
      expect(landed.search).toBe('');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'My account' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Sign out' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      // Greeted by first name, from the session the page checks.
      await expect(banner.getByRole('link', { name: 'My account' })).toContainText('Ellie');

      expect(await sessionAnswer(page)).toEqual({
        signedIn: true,
        fanId: 'fan-ellie',
        displayName: 'Ellie Marchbank',
      });
      const access = await cookie(context, 'furlong_at');
      expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await cookie(context, 'furlong_rt')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(await cookie(context, 'furlong_state')).toBeUndefined();
      const grants = await idp.tokenEvents();
      expect(grants.filter((grant) => grant.grantType === 'authorization_code')).toEqual([
        expect.objectContaining({ ok: true, sub: 'fan-ellie' }),
      ]);
    });

    await test.step('keeps every token out of document.cookie and browser storage', async () => {
      await page.goto('/cookie-policy');
      const visible = await page.evaluate(() => ({
        cookie: document.cookie,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
      }));
      expect(visible.cookie).toContain('furlong_fan=in');
      expect(visible.cookie).not.toMatch(JWT);
      expect(visible.cookie).not.toContain('furlong_at');
      expect(visible.cookie).not.toContain('furlong_rt');
      expect(visible.cookie).not.toContain('furlong_anon');
      expect(visible.local).not.toMatch(JWT);
      expect(visible.session).not.toMatch(JWT);
    });

    await test.step('shows the signed-in header from first paint: at DOMContentLoaded, before hydration', async () => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const shown = (part: string) =>
            [...document.querySelectorAll(`[data-fan-part="${part}"]`)].some(
              (element) => getComputedStyle(element).display !== 'none',
            );
          (window as unknown as Record<string, unknown>).__fanAtDomContentLoaded = {
            fan: document.documentElement.dataset.fan,
            signInShown: shown('out'),
            accountShown: shown('in'),
          };
        });
      });
      for (const path of ['/cookie-policy', '/tickets']) {
        await page.goto(path);
        const seen = await page.evaluate(
          () => (window as unknown as Record<string, unknown>).__fanAtDomContentLoaded,
        );
        expect(seen, path).toEqual({ fan: 'in', signInShown: false, accountShown: true });
      }
    });

    await test.step('the signed-in header fits the screen at every width, its links inside the bar', async () => {
      expect(new URL(page.url()).pathname).toBe('/tickets');
      for (const width of [375, 768, 1024, 1280, 1440, 1536, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(() => {
          const bar = document.querySelector('header > div');
          if (!bar) return 'no header';
          const right = bar.getBoundingClientRect().right;
          const beyond = [...bar.querySelectorAll('a, button, input, summary')].filter((element) => {
            const box = element.getBoundingClientRect();
            return element.checkVisibility() && box.width > 0 && box.right > right + 1;
          });
          return beyond.map((element) => element.textContent?.trim() || element.getAttribute('aria-label'));
        });
        expect(overflow, `${width} px`).toEqual([]);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      }
    });
  });

  test('refuses a tampered state: nothing is exchanged or stored', async ({ page, context, idp }) => {
    await page.goto('/api/session/sign-in?return=%2Ftickets');
    await page.waitForURL((url) => url.origin === idp.url);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${idp.siteUrl}/oauth2/`);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('scope')).toBe('openid profile');
    await page.locator('input[name="state"]').evaluate((input: HTMLInputElement) => {
      input.value = `${input.value}-tampered`;
    });
    await fillSignInForm(page);
    await page.waitForURL((url) => url.origin === idp.siteUrl && !url.pathname.startsWith('/oauth2'));
    expect(new URL(page.url()).pathname).toBe('/tickets');
    expect(await cookie(context, 'furlong_at')).toBeUndefined();
    expect((await idp.tokenEvents()).filter((grant) => grant.grantType === 'authorization_code')).toEqual([]);
    expect(await sessionAnswer(page)).toMatchObject({ signedIn: false });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('refuses a replayed code, with a valid state, and leaves the session as it was', async ({
    page,
    context,
    idp,
  }) => {
    let callback: URL | null = null;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === idp.siteUrl && url.pathname.startsWith('/oauth2') && url.searchParams.has('code')) {
        callback ??= url;
      }
    });
    await signIn(idp, page);
    expect(callback).not.toBeNull();
    const code = (callback as URL | null)?.searchParams.get('code') ?? '';

    // A new sign-in gives a fresh, valid state; the old code goes with it.
    const start = await page.request.get('/api/session/sign-in?return=%2Fcookie-policy', { maxRedirects: 0 });
    expect(start.status()).toBe(303);
    const state = (await cookie(context, 'furlong_state'))?.value ?? '';
    expect(state).not.toBe('');
    await page.goto(`/oauth2/?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
    expect(new URL(page.url()).pathname).toBe('/cookie-policy');
    expect(new URL(page.url()).search).toBe('');
    const exchanges = (await idp.tokenEvents()).filter((grant) => grant.grantType === 'authorization_code');
    expect(exchanges.map((grant) => grant.ok)).toEqual([true, false]);
    expect(await idp.revokeEvents()).toEqual([]);
    expect(await sessionAnswer(page)).toMatchObject({ signedIn: true, fanId: 'fan-ellie' });
  });

  for (const hostile of [
    '//evil.example/',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    test(`never returns to another site: ${hostile}`, async ({ page, idp }) => {
      await page.goto(`/api/session/sign-in?return=${encodeURIComponent(hostile)}`);
      await page.waitForURL((url) => url.origin === idp.url);
      await fillSignInForm(page);
      await page.waitForURL((url) => url.origin === idp.siteUrl && !url.pathname.startsWith('/oauth2'));
      expect(new URL(page.url()).origin).toBe(idp.siteUrl);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await sessionAnswer(page)).toMatchObject({ signedIn: true });
    });
  }

  test('refreshes an access token that expires within 60 s', async ({ page, context, idp }) => {
    await idp.setLifetimes(SOON_STALE);
    await signIn(idp, page);
    await leaveSite(page);
    await idp.setLifetimes({ accessTtl: 3600 });
    await idp.clearEvents();
    const before = (await cookie(context, 'furlong_at'))?.value;

    expect(await sessionAnswer(page)).toMatchObject({ signedIn: true, fanId: 'fan-ellie' });
    const refreshes = (await idp.tokenEvents()).filter((grant) => grant.grantType === 'refresh_token');
    expect(refreshes).toEqual([expect.objectContaining({ ok: true, sub: 'fan-ellie' })]);
    const after = (await cookie(context, 'furlong_at'))?.value;
    expect(after).not.toBe(before);
    // Now valid for an hour: no further refresh.
    await sessionAnswer(page);
    expect((await idp.tokenEvents()).filter((grant) => grant.grantType === 'refresh_token')).toHaveLength(1);
  });

  test('two parallel requests with a token due for refresh cause one refresh', async ({ page, idp }) => {
    await idp.setLifetimes(SOON_STALE);
    await signIn(idp, page);
    await leaveSite(page);
    await idp.setLifetimes({ accessTtl: 3600 });
    await idp.clearEvents();

    const answers = await Promise.all([sessionAnswer(page), sessionAnswer(page)]);
    expect(answers).toEqual([
      expect.objectContaining({ signedIn: true }),
      expect.objectContaining({ signedIn: true }),
    ]);
    const refreshes = (await idp.tokenEvents()).filter((grant) => grant.grantType === 'refresh_token');
    expect(refreshes).toEqual([expect.objectContaining({ ok: true })]);
  });

  test('an expired refresh token clears the session and revokes', async ({ page, context, idp }) => {
    await idp.setLifetimes({ accessTtl: -10, refreshTtl: -5 });
    await signIn(idp, page);
    expect(await sessionAnswer(page)).toMatchObject({ signedIn: false });
    expect(await cookie(context, 'furlong_at')).toBeUndefined();
    expect(await cookie(context, 'furlong_fan')).toBeUndefined();
    expect(await idp.revokeEvents()).toContainEqual(expect.objectContaining({ sub: 'fan-ellie' }));
    expect((await idp.tokenEvents()).filter((grant) => grant.grantType === 'refresh_token')).toEqual([]);
    await page.goto('/cookie-policy');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('?signout signs out, revokes the token and removes the query', async ({ page, context, idp }) => {
    await signIn(idp, page, '/cookie-policy');
    await idp.clearEvents();
    await page.goto('/cookie-policy?signout');
    expect(new URL(page.url()).pathname).toBe('/cookie-policy');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign out' })).toHaveCount(0);
    expect(await cookie(context, 'furlong_at')).toBeUndefined();
    expect(await cookie(context, 'furlong_rt')).toBeUndefined();
    expect(await cookie(context, 'furlong_fan')).toBeUndefined();
    expect(await idp.revokeEvents()).toEqual([expect.objectContaining({ sub: 'fan-ellie', valid: true })]);
    expect(await sessionAnswer(page)).toMatchObject({ signedIn: false });
  });

  test('the header links sign out from the page it is on', async ({ page, idp }) => {
    await signIn(idp, page, '/cookie-policy');
    await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/cookie-policy');
    expect(new URL(page.url()).search).toBe('');
    expect(await idp.revokeEvents()).toContainEqual(expect.objectContaining({ sub: 'fan-ellie' }));
  });

  test('an anonymous visitor gets one anonymous token per device, not one per request', async ({
    page,
    context,
    idp,
  }) => {
    await page.goto('/cookie-policy');
    const device = await cookie(context, 'furlong_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(device?.value).toMatch(/^[0-9a-f-]{36}$/);
    await page.goto('/tickets');
    await page.goto('/cookie-policy');
    await Promise.all([sessionAnswer(page), sessionAnswer(page)]);
    await sessionAnswer(page);
    expect(await sessionAnswer(page)).toEqual({ signedIn: false, fanId: null, displayName: null });

    expect((await cookie(context, 'furlong_device'))?.value).toBe(device?.value);
    // A call that needs the token (the poll) obtains it once for the device, however many ask.
    const poll = async () => (await page.request.get('/api/polls/poll-jockey-of-the-day')).status();
    expect(await Promise.all([poll(), poll()])).toEqual([200, 200]);
    expect(await poll()).toBe(200);
    expect(await cookie(context, 'furlong_anon')).toMatchObject({ httpOnly: true });
    const grants = async () => (await idp.tokenEvents()).filter((grant) => grant.grantType === 'anonymous');
    expect(await grants()).toEqual([expect.objectContaining({ ok: true, sub: `anon:${device?.value}` })]);

    // Asking who is signed in, without any cookie, costs no grant at all.
    for (let i = 0; i < 20; i += 1) {
      const answer = await fetch(`${idp.siteUrl}/api/session`);
      expect(await answer.json()).toEqual({ signedIn: false, fanId: null, displayName: null });
    }
    expect(await grants()).toHaveLength(1);
  });
});
