// Layout shift as a visitor who accepted every vendor sees it: embeds, adverts, the live blog and forms
// replace their placeholders. Lighthouse's CLS stops at load; this run drives Debian's Chromium with
// Playwright and sums the page's layout-shift entries for seconds after it, as the embeds arrive.
import { chromium } from '@playwright/test';
import { visitorStorageState } from './pages.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

/**
 * The page's running sum, and a layout-shift entry (the Layout Instability API, not in TypeScript's DOM).
 * @typedef {Window & { __layoutShift: number }} MeasuredWindow
 * @typedef {PerformanceEntry & { hadRecentInput: boolean; value: number }} LayoutShiftEntry
 */

/**
 * The sum of the layout-shift entries not caused by input, from navigation until `settleMs` after
 * load, at 375 px with the CPU slowed 4× (Lighthouse's mobile setting). The sum is an upper bound of
 * CLS, which takes the worst five-second window.
 * @param {string} url
 * @param {string} cookieHeader
 * @param {number} [settleMs]
 * @returns {Promise<number>}
 */
export async function consentedLayoutShift(url, cookieHeader, settleMs = 5000) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      storageState: visitorStorageState(url, cookieHeader),
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const measured = /** @type {MeasuredWindow} */ (/** @type {unknown} */ (window));
      measured.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of /** @type {LayoutShiftEntry[]} */ (list.getEntries()))
          if (!entry.hadRecentInput) measured.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    return await page.evaluate(
      () => /** @type {MeasuredWindow} */ (/** @type {unknown} */ (window)).__layoutShift,
    );
  } finally {
    await browser.close();
  }
}
