// Lighthouse's audits of a page in Debian's Chromium: performance, accessibility, best practices, SEO.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { mainThreadTime } from './main-thread.mjs';
import { cookiePairs } from './pages.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @typedef {{ name: string; value: string }} StorageEntry A localStorage entry. */

/**
 * chrome-launcher's own flags for tools, except that RenderDocument stays on, as it is in the Chrome a
 * visitor runs. The launcher turns it off (a 2024 workaround in Lighthouse); in Debian's Chromium 156 a
 * page loaded that way is painted at once but not shown for about 1.5 s more, whatever the page, and
 * Lighthouse's simulation then counts every script that ran in that time as holding up the first and
 * largest paints (docs/decisions/0027).
 */
export function launchFlags() {
  return [
    ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
      flag.startsWith('--disable-features=')
        ? `--disable-features=${flag
            .slice('--disable-features='.length)
            .split(',')
            .filter((feature) => feature !== 'RenderDocument')
            .join(',')}`
        : flag,
    ),
    ...CHROMIUM_ARGS,
  ];
}

/**
 * Performance score, Cumulative Layout Shift, Largest Contentful Paint and Total Blocking Time as
 * Lighthouse measures them, and its accessibility, best-practices and SEO scores (0–100), with its
 * default mobile emulation (a mid-range phone on a throttled connection), as a returning visitor. The
 * visitor's cookies are set in the browser, not sent as a header: the page's own scripts read them
 * (the takeover's, for one), and a header alone would show them a first visit's page. `storage` is put
 * in the origin's localStorage first (a consent choice); Lighthouse clears the origin's caches before
 * it loads the page, never its cookies or localStorage.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @param {{ storage?: StorageEntry[] }} [options]
 */
export async function lighthouseAudit(url, headers = {}, { storage = [] } = {}) {
  const { cookie, ...otherHeaders } = headers;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: launchFlags(),
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    // Each cookie for the page's origin: Chromium takes a cookie's url for its domain and path (CDP's
    // Network.CookieParam), which puppeteer's CookieData, asking for a domain, does not say.
    const cookies = /** @type {import('puppeteer-core').CookieData[]} */ (
      /** @type {unknown} */ (cookiePairs(cookie).map((pair) => ({ ...pair, url: new URL(url).origin })))
    );
    if (cookies.length > 0) await browser.setCookie(...cookies);
    if (storage.length > 0) {
      await page.goto(new URL('/healthz', url).href);
      await page.evaluate((entries) => {
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, storage);
    }
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
      { extends: 'lighthouse:default', settings: { extraHeaders: otherHeaders } },
      page,
    );
    const audits = result?.lhr.audits ?? {};
    const number = (/** @type {string} */ id) => audits[id]?.numericValue;
    const cls = number('cumulative-layout-shift');
    if (typeof cls !== 'number') {
      throw new Error(
        `Lighthouse gave no layout shift for ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`,
      );
    }
    const rounded = (/** @type {number | undefined} */ value) =>
      typeof value === 'number' ? Math.round(value) : undefined;
    const category = (/** @type {string} */ id) => {
      const score = result?.lhr.categories[id]?.score;
      return typeof score === 'number' ? Math.round(score * 100) : undefined;
    };
    return {
      cls,
      lcpMs: rounded(number('largest-contentful-paint')),
      tbtMs: rounded(number('total-blocking-time')),
      score: category('performance'),
      accessibility: category('accessibility'),
      bestPractices: category('best-practices'),
      seo: category('seo'),
      // Lighthouse's own warnings, such as a page whose network never went quiet: the run waited out its
      // time limit and its figures are not to be trusted.
      lighthouseWarnings: result?.lhr.runWarnings ?? [],
      // The share of its tasks' observed time the page's main thread spent on a core (bench/main-thread.mjs).
      mainThreadCpuShare: mainThreadTime(result?.artifacts.Trace?.traceEvents ?? [])?.cpuShare,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/**
 * The median of each measure over several audits: one Lighthouse run on a busy 2-core machine is noisy.
 * Five runs by default, as Lighthouse's own guide on variability advises: their median is about twice as
 * stable as one run.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {{ runs?: number; storage?: StorageEntry[] }} [options]
 */
export async function lighthouseMedian(url, headers, { runs = 5, storage = [] } = {}) {
  /** @type {Awaited<ReturnType<typeof lighthouseAudit>>[]} */
  const audits = [];
  for (let i = 0; i < runs; i += 1) audits.push(await lighthouseAudit(url, headers, { storage }));
  const median = (
    /** @type {'cls' | 'lcpMs' | 'tbtMs' | 'score' | 'accessibility' | 'bestPractices' | 'seo' | 'mainThreadCpuShare'} */ key,
  ) => {
    const values = audits.map((audit) => audit[key]).filter((value) => typeof value === 'number');
    if (values.length === 0) return undefined;
    return values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  };
  return {
    cls: median('cls'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    score: median('score'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    mainThreadCpuShare: median('mainThreadCpuShare'),
    lighthouseWarnings: [...new Set(audits.flatMap((audit) => audit.lighthouseWarnings))],
    runs,
  };
}
