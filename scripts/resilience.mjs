#!/usr/bin/env node
// `npm run resilience`: measures what docs/resilience.md promises, against the production build on the
// sandbox with the content service behind its fault switch. Each scenario is bounded in time and count.
// RESILIENCE_OUTAGE_SECONDS (default 600) sets the outage's length; SITE_URL_UNDER_TEST and
// SANDBOX_URL_UNDER_TEST measure a site that is already running instead of starting one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, stopAll, waitFor } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outageSeconds = Number(process.env.RESILIENCE_OUTAGE_SECONDS ?? 600);
const floodSeconds = Number(process.env.RESILIENCE_FLOOD_SECONDS ?? 180);
const unknownCount = Number(process.env.RESILIENCE_UNKNOWN_PATHS ?? 10_000);
const searchCount = Number(process.env.RESILIENCE_SEARCHES ?? 10_000);
const port = Number(process.env.RESILIENCE_PORT ?? 3400);
const sandboxPort = Number(process.env.RESILIENCE_SANDBOX_PORT ?? 4410);
const site = process.env.SITE_URL_UNDER_TEST ?? `http://localhost:${port}`;
const sandbox = process.env.SANDBOX_URL_UNDER_TEST ?? `http://localhost:${sandboxPort}`;
const HEADERS = { cookie: 'dismissedProjectSouthampton=true', 'accept-encoding': 'gzip' };

// Pages a crowd reads: the home page, lists (with a later page), search, articles, race days.
const SEEN = [
  '/',
  '/news',
  '/news?page=2',
  '/news/racing',
  '/racedays',
  '/video',
  '/search-results?query=gold',
  '/search-results?query=royal&page=2',
  '/racedays/royal-kingsmere-week/day-one',
  '/cookie-policy',
  '/_blocks',
];

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const heading = (/** @type {string} */ html) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? null;

/** @param {string} pathname */
async function get(pathname) {
  const started = performance.now();
  const response = await fetch(`${site}${pathname}`, { headers: HEADERS, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

/**
 * Sets the sandbox's fault (its service, mode and figures), or clears it with null.
 * @param {object | null} body
 */
async function fault(body) {
  const init = body
    ? { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
    : { method: 'DELETE' };
  const response = await fetch(`${sandbox}/__sandbox/faults`, init);
  if (!response.ok) throw new Error(`fault switch answered ${response.status}`);
}

function articlePaths() {
  const fixed = JSON.parse(readFileSync(path.join(root, 'sandbox', 'content', 'fixed-paths.json'), 'utf8'));
  const list = Array.isArray(fixed) ? fixed : Object.values(fixed).flat();
  return list
    .map((entry) => (typeof entry === 'string' ? entry : entry.path))
    .filter((p) => typeof p === 'string' && p.startsWith('/'))
    .slice(0, 40);
}

/** Requests every seen page (expecting 200 and its heading) and some unseen ones (expecting 503). */
/**
 * @param {string[]} seen
 * @param {Map<string, string | null>} expected
 * @param {string} label
 */
async function sweep(seen, expected, label) {
  let good = 0;
  let worstSeen = 0;
  /** @type {string[]} */
  const misses = [];
  for (const pathname of seen) {
    const answer = await get(pathname);
    worstSeen = Math.max(worstSeen, answer.ms);
    if (answer.status === 200 && heading(answer.html) === expected.get(pathname)) good += 1;
    else misses.push(`${pathname} ${answer.status}`);
  }
  let worstUnseen = 0;
  let unseen503 = 0;
  for (let i = 0; i < 5; i += 1) {
    const answer = await get(`/content/${label}-never-seen-${Date.now()}-${i}`);
    worstUnseen = Math.max(worstUnseen, answer.ms);
    if (answer.status === 503 && answer.html.includes('The server encountered an internal error'))
      unseen503 += 1;
  }
  return { good, total: seen.length, worstSeen, worstUnseen, unseen503, misses };
}

function serverPid() {
  const out = execFileSync('pgrep', ['-f', 'server/main.mjs'], { encoding: 'utf8' }).trim().split('\n');
  return Number(out.at(-1));
}
const rssMb = (/** @type {number} */ pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const diskMb = () =>
  Number(execFileSync('du', ['-sk', path.join(root, '.next')], { encoding: 'utf8' }).split('\t')[0]) / 1024;

/** Asks for `count` addresses, 16 at a time; how many answered each status. */
/**
 * @param {number} count
 * @param {(i: number) => string} addressOf
 */
async function flood(count, addressOf) {
  let next = 0;
  /** @type {Map<number, number>} */
  const statuses = new Map();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const answer = await get(addressOf(next));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
}

/**
 * @param {string} name
 * @param {() => Promise<void>} fn
 */
async function scenario(name, fn) {
  console.log(`\n## ${name}`);
  try {
    await fn();
  } finally {
    await fault(null);
  }
}

if (!process.env.SITE_URL_UNDER_TEST) {
  const server = run(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort), CONTENT_API_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${site}/`, { child: server, timeoutMs: 600_000 });
}

const seen = [...SEEN, ...articlePaths()];
const expected = new Map();
for (const pathname of seen) {
  const answer = await get(pathname);
  if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status} before any fault`);
  expected.set(pathname, heading(answer.html));
}
console.log(`${seen.length} pages seen before the faults`);

await scenario(`Content service answering in 10 s`, async () => {
  await fault({ service: 'content', mode: 'latency', latencyMs: 10_000 });
  await sleep(31_000); // past the 30 s request and page caches
  const result = await sweep(seen, expected, 'slow');
  console.log(
    `seen pages: ${result.good}/${result.total} answered 200 with their content, slowest ${Math.round(result.worstSeen)} ms`,
  );
  console.log(
    `unseen pages: ${result.unseen503}/5 answered the 503 page, slowest ${Math.round(result.worstUnseen)} ms`,
  );
  if (result.misses.length) console.log(`misses: ${result.misses.join(', ')}`);
});

await scenario(`Content service down for ${outageSeconds} s`, async () => {
  await fault({ service: 'content', mode: 'down' });
  const end = Date.now() + outageSeconds * 1000;
  let sweeps = 0;
  let good = 0;
  let total = 0;
  let unseen503 = 0;
  let worstUnseen = 0;
  const misses = new Set();
  while (Date.now() < end) {
    const result = await sweep(seen, expected, 'down');
    sweeps += 1;
    good += result.good;
    total += result.total;
    unseen503 += result.unseen503;
    worstUnseen = Math.max(worstUnseen, result.worstUnseen);
    for (const miss of result.misses) misses.add(miss);
    await sleep(5_000);
  }
  console.log(
    `${sweeps} sweeps: seen pages ${good}/${total} (${((100 * good) / total).toFixed(1)}%) answered 200 with their content`,
  );
  console.log(
    `unseen pages: ${unseen503}/${sweeps * 5} answered the 503 page, slowest ${Math.round(worstUnseen)} ms`,
  );
  if (misses.size) console.log(`misses: ${[...misses].join(', ')}`);
});

await scenario(`Content service answering 404 for everything for ${floodSeconds} s`, async () => {
  await fault({ service: 'content', mode: 'error', status: 404 });
  const end = Date.now() + floodSeconds * 1000;
  let good = 0;
  let total = 0;
  while (Date.now() < end) {
    const result = await sweep(seen, expected, 'flood');
    good += result.good;
    total += result.total;
    await sleep(5_000);
  }
  console.log(
    `seen pages: ${good}/${total} (${((100 * good) / total).toFixed(1)}%) answered 200 with their content`,
  );
});

// Unique searches are one-off answers: their copies are kept apart, so they cannot push out the pages'.
await scenario(`${searchCount} unique searches, then the content service failing (500)`, async () => {
  const pid = serverPid();
  const before = rssMb(pid);
  const run = Date.now().toString(36);
  const answers = await flood(searchCount, (i) => `/search-results?query=flood-${run}-${i}`);
  const after = rssMb(pid);
  await fault({ service: 'content', mode: 'error', status: 500 });
  await sleep(31_000); // past the 30 s request and page caches
  const result = await sweep(seen, expected, 'after-searches');
  console.log(`searches: ${answers}; server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);
  console.log(`then failing: seen pages ${result.good}/${result.total} answered 200 with their content`);
  if (result.misses.length) console.log(`misses: ${result.misses.join(', ')}`);
});

await scenario(`${unknownCount} requests for random unknown paths`, async () => {
  const pid = serverPid();
  const before = { rss: rssMb(pid), disk: diskMb() };
  const answers = await flood(unknownCount, (i) => `/unknown-${Math.random().toString(36).slice(2)}/${i}`);
  const after = { rss: rssMb(pid), disk: diskMb() };
  // What the flood keeps, as against the garbage V8 has not yet collected: the RSS again after a rest.
  await sleep(30_000);
  for (let i = 0; i < 20; i += 1) await get('/');
  const rested = rssMb(pid);
  console.log(`answers: ${answers}`);
  console.log(
    `disk (.next): ${before.disk.toFixed(1)} → ${after.disk.toFixed(1)} MB (+${(after.disk - before.disk).toFixed(1)} MB)`,
  );
  console.log(
    `server RSS: ${before.rss.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB at the end of the flood, ` +
      `${rested.toFixed(0)} MB after 30 s at rest (${rested - before.rss >= 0 ? '+' : ''}${(rested - before.rss).toFixed(0)} MB)`,
  );
});

stopAll();
process.exit(0);
