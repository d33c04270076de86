// Lighthouse's performance audit of a page in Debian's Chromium, for the layout-shift budget.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

/**
 * Cumulative Layout Shift and Largest Contentful Paint as Lighthouse measures them, with its default
 * mobile emulation (a mid-range phone on a throttled connection), as a returning visitor.
 */
export async function lighthouseAudit(url, headers) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      { extends: 'lighthouse:default', settings: { extraHeaders: headers } },
    );
    const audits = result?.lhr.audits ?? {};
    const cls = audits['cumulative-layout-shift']?.numericValue;
    const lcp = audits['largest-contentful-paint']?.numericValue;
    if (typeof cls !== 'number') {
      throw new Error(
        `Lighthouse gave no layout shift for ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`,
      );
    }
    return { cls, lcpMs: typeof lcp === 'number' ? Math.round(lcp) : undefined };
  } finally {
    chrome.kill();
  }
}
