import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E } from '../playwright.config';
import { expect, hydrated, test } from './fixtures';
import { firstAnswer, startSecondSandbox, startSecondServer, type SecondServer } from './second-server';
import { awaitEveryPicture, heightAt, loadEveryImage, TEMPLATES, WIDTHS } from './templates';
import { ACCEPT_ALL_GRANTS, consentStorage } from '../sandbox/consent-vendors.mjs';
import { sandboxEnv } from '../scripts/sandbox-env.mjs';

// Every template at a phone's width and a desktop's, compared with the screenshots committed beside
// this file (e2e/visual.spec.ts-snapshots). The site runs on a server of its own whose clock is stopped
// (SITE_CLOCK), and the browser's clock with it, beside a sandbox of its own whose pack dates count from
// the same moment (SANDBOX_CLOCK), so fixture lists, 'today' and countdowns are the same from one day to
// the next. After a deliberate change of look: `npx playwright test e2e/visual.spec.ts
// --update-snapshots` on a built site (scripts/e2e.mjs builds it), then look at the new pictures.
const FROZEN_AT = '2026-11-20T09:00:00Z';
const OFFSET = 30;

// Small differences in anti-aliasing between runs pass; a moved block, a lost picture or a new colour
// does not.
const TOLERANCE = {
  maxDiffPixelRatio: 0.01,
  threshold: 0.2,
  timeout: 30_000,
  // The picture's own pixels: a desktop drawn at half its pixels is saved at half the size.
  scale: 'device',
} as const;

const slug = (name: string) => name.replace(/\s+/g, '-');

let sandbox: SecondServer;
let server: SecondServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = Number(new URL(E2E.site).port) + OFFSET;
  const env = sandboxEnv(path.resolve('.'), {
    port,
    sandboxPort: Number(new URL(E2E.sandbox).port) + OFFSET,
  });
  sandbox = startSecondSandbox(E2E.sandbox, OFFSET, { ...env, SANDBOX_CLOCK: FROZEN_AT });
  await firstAnswer(`${sandbox.origin}/__sandbox/health`, (answer) => answer.status === 200);
  server = startSecondServer(sandbox.origin, E2E.site, OFFSET, {
    ...env,
    SITE_CLOCK: FROZEN_AT,
    REQUEST_LOG: 'off',
  });
  await firstAnswer(`${server.origin}/readyz`, (answer) => answer.status === 200);
});

test.afterAll(() => {
  server?.process.kill();
  sandbox?.process.kill();
});

// A returning visitor who accepted every vendor, with the browser's clock stopped where the site's is.
async function visit(page: Page, address: string): Promise<void> {
  await page.clock.setFixedTime(new Date(FROZEN_AT));
  const storage = consentStorage(ACCEPT_ALL_GRANTS);
  await page.addInitScript((entry) => localStorage.setItem(entry.name, entry.value), storage);
  await page.goto(`${server.origin}${address}`);
  await hydrated(page);
  await loadEveryImage(page);
  await page.evaluate(awaitEveryPicture);
  // The sticky header would sit wherever the page was last scrolled to: in a whole-page picture it
  // stays at the top, where a visitor first sees it.
  await page.addStyleTag({ content: 'header.sticky { position: relative !important; }' });
}

// What no two visits draw alike: the advert double's creative, a third party's frame, the live blog.
const unsettled = (page: Page) => [page.locator('[data-ad-unit], iframe, [data-live-blog]')];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // A desktop's whole page is drawn at half its pixels: the same layout, a quarter of the file.
    test.use({ viewport: { width, height: heightAt(width) }, deviceScaleFactor: width > 600 ? 0.5 : 1 });

    for (const [name, address] of Object.entries(TEMPLATES)) {
      test(`the ${name} page looks as it did`, async ({ page }) => {
        test.setTimeout(120_000);
        await visit(page, address);
        await expect(page).toHaveScreenshot(`${slug(name)}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: unsettled(page),
          ...TOLERANCE,
        });
      });
    }

    test('the takeover looks as it did', async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        viewport: { width, height: heightAt(width) },
        deviceScaleFactor: width > 600 ? 0.5 : 1,
      });
      const page = await context.newPage();
      await visit(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveScreenshot(`takeover-${width}.png`, { animations: 'disabled', ...TOLERANCE });
      await context.close();
    });

    test('the sign-in page looks as it did', async ({ page }) => {
      test.setTimeout(120_000);
      // The site's sign-in route sends the visitor on to the identity provider's page (the sandbox's).
      await page.goto(`${server.origin}/api/session/sign-in?return=%2F`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to');
      await expect(page).toHaveScreenshot(`sign-in-${width}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        ...TOLERANCE,
      });
    });
  });
}
