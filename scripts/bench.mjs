#!/usr/bin/env node
// `npm run bench`: starts the sandbox and the production site, measures throughput, latency and
// first-load JavaScript of key pages, checks the budgets, and writes docs/performance.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, stopAll, waitFor } from './processes.mjs';
import { firstLoadJs } from '../bench/first-load-js.mjs';
import { BROWSER_ENCODINGS, firstVisitFiles, roundOf, sentBytes } from '../bench/first-visit-files.mjs';
import { withFrameworkFloor } from '../bench/framework-floor.mjs';
import { consentedLayoutShift } from '../bench/layout-shift.mjs';
import { lighthouseMedian } from '../bench/lighthouse.mjs';
import { measure } from '../bench/load.mjs';
import { workerFailures, workerText, workerWeight } from '../bench/offline-worker.mjs';
import { CONSENTED_STORAGE, MISS_PATHS, MISS_WORDS, PAGES, VISITOR_HEADERS } from '../bench/pages.mjs';
import { PICTURE_ACCEPT, phonePictures } from '../bench/phone-pictures.mjs';
import { rawSocketLimit } from '../bench/raw-socket.mjs';
import { budgetFailures, writeReport } from '../bench/report.mjs';
import { timedView } from '../bench/timed-view.mjs';
import { upstreamRequestsFor } from '../bench/upstream.mjs';
/** @import { PageRow } from '../bench/report.mjs' */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 4210);
const site = `http://localhost:${port}`;
const sandbox = `http://localhost:${sandboxPort}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const server = run(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort), CONTENT_API_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitFor(`${site}/`, { child: server, timeoutMs: 600_000 });

// Browsers accept gzip; without it the load would measure moving uncompressed HTML over loopback.
const LOAD_HEADERS = { ...VISITOR_HEADERS, 'accept-encoding': 'gzip' };

// Renders timed alone, one after another, from the client over loopback (bench/timed-view.mjs):
// `urlOf(i)` is the i-th address, each one nobody asked for before, so each is a render of the server's
// own (never a cached answer).
const TIMED_RENDERS = 20;
/**
 * @param {(i: number) => string} urlOf
 * @param {number} [count]
 */
async function timedRenders(urlOf, count = TIMED_RENDERS) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const view = await timedView(urlOf(i), LOAD_HEADERS);
    if (view.cached) throw new Error('an uncached render was a cache hit');
    if (view.status !== 200) throw new Error(`an uncached render answered ${view.status}`);
    times.push(view.ms);
  }
  times.sort((a, b) => a - b);
  const median = /** @type {number} */ (times[Math.floor(count / 2)]);
  return { count, median: Math.round(median), min: Math.round(/** @type {number} */ (times[0])) };
}

// Untimed renders before the timed ones. The pages before were answered from the HTML cache, and V8 goes
// on making a render faster for hundreds of renders: on one quiet server, 20 search renders had a median
// of 24 ms after 40 others and of 17 to 22 ms after 1,000. An instance on a race day has made thousands.
// Articles are fewer (the sitemap's, less the timed ones), and come after the searches, whose rendering
// code they nearly all share.
const SEARCH_WARM_RENDERS = 300;
const ARTICLE_WARM_RENDERS = 40;

// One render of a search page nobody asked for (each a new address), alone: the server's time for a
// cache miss. Words written in capitals wrk's misses never use. After the warm-up, the machine settles
// for a moment after the audits.
const missAddress = (/** @type {number} */ i, /** @type {number} */ spaces) =>
  `${site}/search-results?query=${/** @type {string} */ (MISS_WORDS[i % MISS_WORDS.length]).toUpperCase()}${'%20'.repeat(spaces)}`;
async function uncachedRenders() {
  for (let i = 0; i < SEARCH_WARM_RENDERS; i += 1) await timedView(missAddress(i, 20 + i), LOAD_HEADERS);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const renders = await timedRenders((i) => missAddress(i, 1 + Math.floor(i / MISS_WORDS.length)));
  return { ...renders, warmedWith: SEARCH_WARM_RENDERS };
}

// The first view of an article nobody viewed yet, alone: the server's time for an article's cache miss,
// its calls to the content service included. Each is a different article of the sitemap; the first
// ARTICLE_WARM_RENDERS are viewed untimed, and none is a page measured above (already cached).
async function uncachedArticleRenders() {
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const measured = new Set(PAGES.map((page) => page.path));
  const articles = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(/** @type {string} */ (loc)).pathname)
    .filter((address) => address.startsWith('/content/') && !measured.has(address));
  const needed = ARTICLE_WARM_RENDERS + TIMED_RENDERS;
  if (articles.length < needed) {
    throw new Error(`the sitemap lists ${articles.length} articles; ${needed} are needed`);
  }
  for (const address of articles.slice(0, ARTICLE_WARM_RENDERS)) {
    await timedView(`${site}${address}`, LOAD_HEADERS);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const renders = await timedRenders((i) => `${site}${articles[ARTICLE_WARM_RENDERS + i]}`);
  return { ...renders, warmedWith: ARTICLE_WARM_RENDERS };
}

/** @type {PageRow[]} */
const rows = [];
let uncached;
let firstVisit;
for (const page of PAGES) {
  if (page.miss) {
    // The search row is measured before the cache-miss row (PAGES' order).
    const search = /** @type {PageRow} */ (rows.find((row) => row.name === 'search'));
    uncached = { search: await uncachedRenders(), article: await uncachedArticleRenders() };
    const load = await measure(`${site}/`, {
      connections: 20,
      duration,
      headers: LOAD_HEADERS,
      paths: MISS_PATHS,
    });
    const raw = await rawSocketLimit(search.htmlGzipBytes);
    rows.push({ ...search, ...page, ...load, raw, upstream: undefined });
    console.log(
      `${page.name}: ${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms ` +
        `(raw socket ${raw.requestsPerSecond} req/s); one render alone: median ${uncached.search.median} ms; one article ${uncached.article.median} ms`,
    );
    continue;
  }
  const url = `${site}${page.path}`;
  for (let i = 0; i < 20; i += 1) await fetch(url, { headers: VISITOR_HEADERS }); // warm the caches
  const upstream = await upstreamRequestsFor(url, sandbox, VISITOR_HEADERS);
  const load = await measure(url, { connections: 20, duration, headers: LOAD_HEADERS });
  const js = await firstLoadJs(url, VISITOR_HEADERS);
  const raw = await rawSocketLimit(js.htmlGzipBytes);
  /** @type {Partial<Awaited<ReturnType<typeof lighthouseMedian>>>} */
  const audit = page.lighthouse
    ? await lighthouseMedian(url, VISITOR_HEADERS, { storage: [CONSENTED_STORAGE] })
    : {};
  // The home page once more as a first visit sees it: no consent choice yet.
  if (page.path === '/') firstVisit = await lighthouseMedian(url, VISITOR_HEADERS);
  const consentedCls = page.lighthouse ? await consentedLayoutShift(url, VISITOR_HEADERS.cookie) : undefined;
  rows.push({ ...page, ...load, ...js, raw, upstream, ...audit, consentedCls });
  console.log(
    `${page.name}: ${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms ` +
      `(raw socket ${raw.requestsPerSecond} req/s, p50 ${raw.p50} ms), ` +
      `JS ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip, ${upstream} upstream requests for 50 warm views` +
      (audit.cls === undefined
        ? ''
        : `, CLS ${audit.cls.toFixed(3)}, LCP ${audit.lcpMs} ms, TBT ${audit.tbtMs} ms, ` +
          `layout shift with consent ${consentedCls?.toFixed(3)}`),
  );
}

// A first visit's files (bench/first-visit-files.mjs): the home page's scripts, stylesheet and fonts,
// and the pictures a phone's first view asks for (bench/phone-pictures.mjs), round and round, as a crowd
// of new visitors asks for them, sent as a browser is sent them. Chromium's Accept for a picture goes
// with every request: the other files do not vary on it.
const pictures = await phonePictures(`${site}/`, VISITOR_HEADERS.cookie);
const files = [...(await firstVisitFiles(`${site}/`, VISITOR_HEADERS)), ...pictures];
const filesHeaders = { accept: PICTURE_ACCEPT, 'accept-encoding': BROWSER_ENCODINGS };
let filesSent = 0;
for (const file of files) filesSent += await sentBytes(`${site}${file}`, filesHeaders);
const filesLoad = await measure(`${site}/`, {
  connections: 20,
  duration,
  headers: filesHeaders,
  paths: roundOf(files),
});
const visitFiles = {
  count: files.length,
  pictures: pictures.length,
  sentBytes: filesSent,
  ...filesLoad,
  raw: await rawSocketLimit(Math.round(filesSent / files.length)),
};
console.log(
  `first visit's files: ${files.length} files (${pictures.length} pictures), ${(filesSent / 1024).toFixed(1)} KiB sent; ` +
    `${filesLoad.requestsPerSecond} req/s, p50 ${filesLoad.p50} ms, p99 ${filesLoad.p99} ms ` +
    `(raw socket ${visitFiles.raw.requestsPerSecond} req/s)`,
);
const worker = await workerWeight(site);
console.log(workerText(worker));
stopAll();

// The same measures of a page with no site code at all (bench/framework-floor.mjs).
const floor = await withFrameworkFloor(root, port + 1, async (url) => {
  for (let i = 0; i < 50; i += 1) await (await fetch(url)).arrayBuffer(); // as warm as the site is
  return { render: await timedRenders(() => url), audit: await lighthouseMedian(url, VISITOR_HEADERS) };
});
console.log(
  `framework floor: one render median ${floor.render.median} ms; Lighthouse ${floor.audit.score}, ` +
    `LCP ${floor.audit.lcpMs} ms, TBT ${floor.audit.tbtMs} ms`,
);

// The first visit and the floor have no budgets of their own; a warning from their audits still counts.
const audited = [
  ...(firstVisit ? [{ name: 'home, first visit', ...firstVisit }] : []),
  { name: 'framework floor', ...floor.audit },
];
const failures = [...budgetFailures([...rows, ...audited], uncached), ...workerFailures(worker)];
writeReport(path.join(root, 'docs', 'performance.md'), rows, {
  duration,
  failures,
  uncached,
  firstVisit,
  visitFiles,
  floor,
  worker,
});
if (failures.length > 0) {
  console.error(`Over budget:\n${failures.join('\n')}`);
  process.exit(1);
}
process.exit(0);
