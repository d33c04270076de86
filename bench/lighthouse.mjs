// Lighthouse's performance audit of a page in Debian's Chromium, for the layout-shift budget.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

/**
 * Cumulative Layout Shift, Largest Contentful Paint and Total Blocking Time as Lighthouse measures them, with its default
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
    const tbt = audits['total-blocking-time']?.numericValue;
    if (typeof cls !== 'number') {
      throw new Error(
        `Lighthouse gave no layout shift for ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`,
      );
    }
    return {
      cls,
      lcpMs: typeof lcp === 'number' ? Math.round(lcp) : undefined,
      tbtMs: typeof tbt === 'number' ? Math.round(tbt) : undefined,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each measure over several audits: one Lighthouse run on a busy 2-core machine is noisy. */
export async function lighthouseMedian(url, headers, runs = 3) {
  const audits = [];
  for (let i = 0; i < runs; i += 1) audits.push(await lighthouseAudit(url, headers));
  const median = (key) => {
    const values = audits.map((audit) => audit[key]).filter((value) => typeof value === 'number');
    if (values.length === 0) return undefined;
    return values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  };
  return { cls: median('cls'), lcpMs: median('lcpMs'), tbtMs: median('tbtMs'), runs };
}
