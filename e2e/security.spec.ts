import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Security headers and the Content-Security-Policy computed from each page (docs/decisions/0010).

// Chromium's console line for an inline script the page's policy refuses.
const REFUSED_SCRIPT = /^Executing inline script violates the following Content Security Policy/;

/** Records every policy violation the page reports. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test.describe('security headers', () => {
  for (const path of ['/', '/_blocks', '/content/silver-lantern-wins-summer-mile', '/news/racing']) {
    test(`${path}: a policy that allows the page's own scripts and nothing inline besides`, async ({
      page,
    }) => {
      await watchViolations(page);
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      const policy = headers['content-security-policy'] ?? '';
      const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
      expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-/);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      expect(policy).toContain("frame-ancestors 'self'");
      await page.waitForLoadState('load');
      await hydrated(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('a cached page is served with the same policy', async ({ request }) => {
    const first = await request.get('/content/silver-lantern-wins-summer-mile');
    const second = await request.get('/content/silver-lantern-wins-summer-mile');
    // From the cache, fresh or (while a newer copy renders) stale.
    expect(['HIT', 'STALE']).toContain(second.headers()['x-furlong-cache']);
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  });

  test("a content body's inline script runs, allowed by the hash the page announces", async ({ page }) => {
    await watchViolations(page);
    await page.goto('/_blocks');
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __furlongShowcaseScript?: boolean }).__furlongShowcaseScript,
        ),
      )
      .toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  test('a page of 50 embeds and 20 inline scripts: a bounded policy, the page works, the first 16 scripts run', async ({
    page,
    allowErrors,
  }) => {
    allowErrors(REFUSED_SCRIPT);
    await watchViolations(page);
    const response = await page.goto('/content/fifty-embeds-from-the-paddock');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    // The page's own seven scripts (Next's payload as one) and the content's first 16.
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(7 + 16);
    expect(policy).toContain('https://*.tiktok.com');
    await page.waitForLoadState('load');
    await hydrated(page);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __furlongEmbedScripts?: number }).__furlongEmbedScripts),
      )
      .toBe(16);
    const refused = (await violations(page)).filter((entry) => entry.startsWith('script-src'));
    expect(refused).toHaveLength(4);
  });

  test('an injected inline script would be refused', async ({ page, allowErrors }) => {
    allowErrors(REFUSED_SCRIPT);
    await watchViolations(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.text = 'window.__injected = true';
      document.body.appendChild(script);
    });
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    expect((await violations(page)).some((entry) => entry.startsWith('script-src'))).toBe(true);
  });

  test('API answers carry the headers too', async ({ request }) => {
    const response = await request.get('/api/session');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});
