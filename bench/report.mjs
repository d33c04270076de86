// Budgets checked against the measured rows, and docs/performance.md written from them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { workerText } from './offline-worker.mjs';
import { BUDGETS, UNCACHED_RENDER_BUDGETS_MS } from './pages.mjs';
import { markedSections } from './report-sections.mjs';

/**
 * A page's row of measures, or an audit's (a first visit, the framework's floor), which has only some:
 * a measure a row lacks is undefined, which no budget's check passes.
 * @typedef {object} BenchRow
 * @property {string} name
 * @property {string} [path]
 * @property {number} [requestsPerSecond]
 * @property {number} [p50]
 * @property {number} [p99]
 * @property {{ requestsPerSecond: number; p50: number }} [raw] The raw-socket limit beside the page's figures.
 * @property {number} [gzipBytes]
 * @property {number} [scripts]
 * @property {number} [legacyGzipBytes]
 * @property {number} [htmlGzipBytes]
 * @property {number} [upstream]
 * @property {number} [cls]
 * @property {number} [lcpMs]
 * @property {number} [tbtMs]
 * @property {number} [score]
 * @property {number} [mainThreadCpuShare]
 * @property {number} [accessibility]
 * @property {number} [bestPractices]
 * @property {number} [seo]
 * @property {number} [consentedCls]
 * @property {string[]} [lighthouseWarnings]
 */
/**
 * A measured page's row: its address, load figures, raw-socket limit and first-load JavaScript.
 * @typedef {BenchRow & { path: string; raw: { requestsPerSecond: number; p50: number } } & Record<'requestsPerSecond' | 'p50' | 'p99' | 'gzipBytes' | 'scripts' | 'legacyGzipBytes' | 'htmlGzipBytes', number>} PageRow
 */
/**
 * @typedef {object} TimedRenders
 * @property {number} count
 * @property {number} median
 * @property {number} min
 */
/** @typedef {TimedRenders & { warmedWith: number }} WarmedRenders Renders timed after `warmedWith` untimed renders. */
/**
 * @typedef {object} FrameworkFloor
 * @property {{ runs: number; score?: number; lcpMs?: number; tbtMs?: number; mainThreadCpuShare?: number }} audit
 * @property {TimedRenders} render
 */
/**
 * @typedef {object} VisitFiles
 * @property {number} count
 * @property {number} pictures
 * @property {number} sentBytes
 * @property {number} requestsPerSecond
 * @property {number} p50
 * @property {number} p99
 * @property {{ requestsPerSecond: number }} raw
 */
/** @typedef {{ search?: WarmedRenders; article?: WarmedRenders }} Uncached */

// The machine's load average (1, 5, 15 minutes) as the report prints it.
const machineLoad = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');

const kib = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/** @type {[key: 'accessibility' | 'bestPractices' | 'seo', label: string][]} */
const LIGHTHOUSE_CATEGORIES = [
  ['accessibility', 'accessibility'],
  ['bestPractices', 'best practices'],
  ['seo', 'SEO'],
];

/**
 * `uncached`: the renders timed alone, `{ search, article }`, each `{ median, min }` in ms.
 * @param {BenchRow[]} rows
 * @param {Uncached | null | undefined} uncached
 * @returns {string[]}
 */
export function budgetFailures(rows, uncached) {
  /** @type {string[]} */
  const failures = [];
  for (const [kind, budget] of Object.entries(UNCACHED_RENDER_BUDGETS_MS)) {
    const renders = uncached?.[/** @type {keyof Uncached} */ (kind)];
    if (renders && renders.median > budget) {
      failures.push(`one uncached ${kind} render: median ${renders.median} ms > ${budget} ms`);
    }
  }
  for (const row of rows) {
    const budget = BUDGETS[row.name] ?? {};
    // A measure the row lacks (undefined) compares as no number does: it fails the budget.
    const measured = /** @type {Record<keyof BenchRow, number>} */ (/** @type {unknown} */ (row));
    if (budget.firstLoadJsKiB && measured.gzipBytes / 1024 > budget.firstLoadJsKiB) {
      failures.push(
        `${row.name}: first-load JS ${kib(measured.gzipBytes)} KiB > ${budget.firstLoadJsKiB} KiB`,
      );
    }
    if (budget.clsMax !== undefined && !(measured.cls < budget.clsMax)) {
      failures.push(
        `${row.name}: Cumulative Layout Shift ${row.cls?.toFixed(3) ?? 'not measured'} ≥ ${budget.clsMax}`,
      );
    }
    if (budget.consentedClsMax !== undefined && !(measured.consentedCls < budget.consentedClsMax)) {
      failures.push(
        `${row.name}: layout shift with consent given ${row.consentedCls?.toFixed(3) ?? 'not measured'} ≥ ${budget.consentedClsMax}`,
      );
    }
    if (budget.tbtMaxMs !== undefined && !(measured.tbtMs <= budget.tbtMaxMs)) {
      failures.push(
        `${row.name}: Total Blocking Time ${row.tbtMs ?? 'not measured'} ms > ${budget.tbtMaxMs} ms`,
      );
    }
    if (budget.lcpMaxMs !== undefined && !(measured.lcpMs <= budget.lcpMaxMs)) {
      failures.push(
        `${row.name}: Largest Contentful Paint ${row.lcpMs ?? 'not measured'} ms > ${budget.lcpMaxMs} ms`,
      );
    }
    if (budget.scoreMin !== undefined && !(measured.score >= budget.scoreMin)) {
      failures.push(
        `${row.name}: Lighthouse performance ${row.score ?? 'not measured'} < ${budget.scoreMin}`,
      );
    }
    for (const [key, label] of LIGHTHOUSE_CATEGORIES) {
      const min = budget[`${key}Min`];
      if (min !== undefined && !(measured[key] >= min)) {
        failures.push(`${row.name}: Lighthouse ${label} ${row[key] ?? 'not measured'} < ${min}`);
      }
    }
    for (const warning of row.lighthouseWarnings ?? []) {
      failures.push(`${row.name}: Lighthouse warned "${warning}"`);
    }
    if (budget.p50Ms && measured.p50 > budget.p50Ms)
      failures.push(`${row.name}: p50 ${row.p50} ms > ${budget.p50Ms} ms`);
    if (budget.warmUpstream !== undefined && measured.upstream > budget.warmUpstream) {
      failures.push(`${row.name}: ${row.upstream} upstream requests for warm views > ${budget.warmUpstream}`);
    }
  }
  return failures;
}

/**
 * A share (0–1) as a whole percentage, or a dash when it was not measured.
 * @param {number | undefined} share
 * @returns {string}
 */
export function percent(share) {
  return typeof share === 'number' ? `${Math.round(share * 100)}%` : '—';
}

/**
 * The framework's floor (bench/framework-floor.mjs) as the report states it: the same measures of a page
 * with no site code, beside which the site's figures and budgets are read.
 * @param {FrameworkFloor | undefined} floor
 * @returns {string}
 */
export function floorText(floor) {
  if (!floor) return '';
  const { audit, render } = floor;
  return (
    `The framework's floor, in the same run (bench/framework-floor.mjs): a Next.js page with one heading, one ` +
    `paragraph and one link and no site code, built with the same next and react and rendered on every ` +
    `request by \`next start\`. Lighthouse, median of ${audit.runs}: score ${audit.score ?? '—'}, LCP ` +
    `${audit.lcpMs === undefined ? '—' : `${(audit.lcpMs / 1000).toFixed(1)} s`}, TBT ${audit.tbtMs ?? '—'} ms, ` +
    `main thread on a core ${percent(audit.mainThreadCpuShare)} of its tasks' time. ` +
    `One render alone, timed as the search render above: median ${render.median} ms, fastest ${render.min} ms. ` +
    `A page of a site on this stack can be expected to measure no better than these on this machine.`
  );
}

/**
 * The renders timed alone, as the report says them.
 * @param {Uncached} uncached
 * @returns {string}
 */
function uncachedText({ search, article }) {
  const budgets = UNCACHED_RENDER_BUDGETS_MS;
  /** @type {string[]} */
  const parts = [];
  if (search) {
    parts.push(
      `a search page (a new search address each time, ${search.count} in turn after ${search.warmedWith} untimed ones): median ${search.median} ms, fastest ${search.min} ms (issue 15's budget: ${budgets.search} ms)`,
    );
  }
  if (article) {
    parts.push(
      `an article (the first view of ${article.count} articles of the sitemap in turn, after the first views of ${article.warmedWith} others, each with its calls to the content service): median ${article.median} ms, fastest ${article.min} ms (budget: ${budgets.article} ms)`,
    );
  }
  return `One uncached render alone, timed from the client over loopback with Node's own HTTP client (bench/timed-view.mjs, which agrees with curl where Node's fetch added 4 to 8 ms): ${parts.join('; ')}.`;
}

/**
 * A first visit's files (bench/first-visit-files.mjs) under load, as the report states it.
 * @param {VisitFiles} files
 * @param {number} duration
 * @returns {string}
 */
export function visitFilesText(files, duration) {
  const visits = Math.round(files.requestsPerSecond / files.count);
  return (
    `A first visit's files: the home page's scripts, stylesheet and fonts, and the ${files.pictures} ` +
    `pictures a phone's first view of it asks for, found by bench/phone-pictures.mjs (${files.count} files, ` +
    `${(files.sentBytes / 1024).toFixed(1)} KiB as sent to a browser that takes brotli and WebP), asked for in turn ` +
    `by wrk with 20 connections for ${duration} s: ${files.requestsPerSecond} requests/s, p50 ${files.p50} ms, ` +
    `p99 ${files.p99} ms, the files of ${visits} first visits a second (raw-socket limit for a body of ` +
    `their mean size: ${files.raw.requestsPerSecond} requests/s). The build's files are sent from memory as ` +
    `the build encoded them (docs/decisions/0030), the pictures from the serving layer's store of the image ` +
    `proxy's answers (docs/decisions/0008).`
  );
}

/**
 * Writes docs/performance.md from the measured rows, keeping the sections other commands wrote.
 * @param {string} file
 * @param {PageRow[]} rows
 * @param {object} report
 * @param {number} report.duration
 * @param {string[]} report.failures
 * @param {Uncached | undefined} report.uncached
 * @param {Awaited<ReturnType<typeof import('./lighthouse.mjs').lighthouseMedian>> | undefined} report.firstVisit
 * @param {VisitFiles | undefined} report.visitFiles
 * @param {FrameworkFloor | undefined} report.floor
 * @param {Parameters<typeof workerText>[0] | undefined} [report.worker]
 */
export function writeReport(
  file,
  rows,
  { duration, failures, uncached, firstVisit, visitFiles, floor, worker },
) {
  const budgetText = (/** @type {string} */ name) => {
    const b = BUDGETS[name] ?? {};
    return (
      [
        b.firstLoadJsKiB && `JS ≤ ${b.firstLoadJsKiB} KiB`,
        b.p50Ms && `p50 ≤ ${b.p50Ms} ms`,
        b.clsMax !== undefined && `CLS < ${b.clsMax}`,
        b.consentedClsMax !== undefined && `shift with consent < ${b.consentedClsMax}`,
        b.tbtMaxMs !== undefined && `TBT ≤ ${b.tbtMaxMs} ms`,
        b.lcpMaxMs !== undefined && `LCP ≤ ${b.lcpMaxMs} ms`,
        b.scoreMin !== undefined && `score ≥ ${b.scoreMin}`,
        b.accessibilityMin !== undefined &&
          `accessibility / best practices / SEO ${b.accessibilityMin} / ${b.bestPracticesMin} / ${b.seoMin}`,
        b.warmUpstream !== undefined && `warm upstream ≤ ${b.warmUpstream}`,
      ]
        .filter(Boolean)
        .join(', ') || '—'
    );
  };
  const table = rows
    .map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.raw.requestsPerSecond} / ${r.raw.p50} | ${kib(r.gzipBytes)} (${r.scripts} files) | ${kib(r.legacyGzipBytes)} | ${kib(r.htmlGzipBytes)} | ${r.upstream ?? '—'} | ${r.cls === undefined ? '—' : `${r.score ?? '—'} / ${r.cls.toFixed(3)} / ${(Number(r.lcpMs) / 1000).toFixed(1)} s / ${r.tbtMs ?? '—'} ms`} | ${percent(r.mainThreadCpuShare)} | ${r.accessibility === undefined ? '—' : `${r.accessibility} / ${r.bestPractices ?? '—'} / ${r.seo ?? '—'}`} | ${r.consentedCls === undefined ? '—' : r.consentedCls.toFixed(3)} | ${budgetText(r.name)} |`,
    )
    .join('\n');
  // What `npm run loadtest` wrote (the cluster's figures) stays below this run's figures.
  const kept = existsSync(file) ? markedSections(readFileSync(file, 'utf8')) : [];
  writeFileSync(
    file,
    `# Performance

Measured by \`npm run bench\` on the production build against the sandbox, served as \`npm start\` serves
it (Next behind the HTML cache of docs/decisions/0007, which keeps every page by its normalised address,
docs/decisions/0016), on a 2-core machine, as a returning visitor (takeover dismissed). Each page is
warmed with 20 requests, then viewed 50 more times while the sandbox counts the requests it answers (a
cached page should make none), then loaded by \`wrk\` (Debian's, written in C; 2 threads) with 20
connections for ${duration} s, accepting gzip as browsers do. The raw-socket limit beside each figure is
the same wrk run for 5 s against a bare Node HTTP server answering a body of the page's gzip size with no
work at all: the ceiling of this machine and load generator, which share the 2 cores with the server.
The cache-miss row asks for a new search address on every request (the pack's words in a new mix of
capitals), so each one is a render. First-load JS is every script the page's HTML makes a
modern browser download, gzip level 9; legacy-only JS is the \`nomodule\` polyfill bundle, which only
browsers without module support fetch. Layout shift, largest contentful paint and total blocking time come from
Lighthouse 12's performance audit (its default mobile emulation and throttling) in Debian's Chromium, the median of five runs (the accessibility, best-practices and SEO scores from the same runs), with the returning visitor's cookies set in the browser (a cookie header alone would leave the page's own scripts showing a first visit's takeover) and their consent choice, every vendor accepted, in the page's storage, where the consent platform keeps it. Chromium is launched with chrome-launcher's flags for tools except the one that turns RenderDocument off, which in Chromium 156 holds every page's first frame back by about 1.5 s (docs/decisions/0027). Lighthouse's simulated throttling multiplies the time each main-thread task was observed to take, so its TBT rises with whatever else the machine runs; the column beside it is the share of that observed time the page's main thread was on a core (its tasks' CPU time over their wall time, from the audit's trace, bench/main-thread.mjs), and the rest was waiting for one while the browser's other threads, the server and Lighthouse ran on the 2 cores. Lighthouse's guide on variability asks for at least 2 dedicated cores, 4 recommended. Lighthouse's layout shift stops at load, so the layout shift with consent
given, as embeds arrive, is measured apart too (\`bench/layout-shift.mjs\`): Playwright in the same Chromium at 375 px with the CPU slowed 4×, as a visitor who
accepted every vendor, summing the page's layout-shift entries until 5 s after load (an upper bound of CLS). The HTML carries the page's server-component payload inline.
Re-run the command to refresh this page.

| page | requests/s | p50 ms | p99 ms | raw-socket limit req/s / p50 ms | first-load JS KiB gzip | legacy-only JS KiB gzip | HTML KiB gzip | upstream requests, 50 warm views | Lighthouse score / CLS / LCP / TBT (mobile) | main thread on a core while loading | Lighthouse accessibility / best practices / SEO (mobile) | layout shift, consent given | budgets |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${table}
${firstVisit ? `\nA first visit to the home page (no consent choice yet, so the consent platform's message shows; Lighthouse, median of ${firstVisit.runs}): score ${firstVisit.score ?? '—'}, LCP ${(Number(firstVisit.lcpMs) / 1000).toFixed(1)} s, TBT ${firstVisit.tbtMs} ms, CLS ${/** @type {number} */ (firstVisit.cls).toFixed(3)}, main thread on a core ${percent(firstVisit.mainThreadCpuShare)} of its tasks' time. The message, drawn by the platform's own script, is then the largest paint.\n` : ''}${uncached ? `\n${uncachedText(uncached)}\n` : ''}${visitFiles ? `\n${visitFilesText(visitFiles, duration)}\n` : ''}${worker ? `\n${workerText(worker)}\n` : ''}${floor ? `\n${floorText(floor)}\n` : ''}
Measured ${new Date().toISOString().slice(0, 10)}; the machine's load average at the end: ${machineLoad()} (1, 5, 15 minutes), which Lighthouse's figures and the raw-socket limit follow. ${failures.length === 0 ? 'All budgets met.' : `Over budget: ${failures.join('; ')}.`}
${kept.map((section) => `\n${section}\n`).join('')}`,
  );
}
