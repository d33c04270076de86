#!/usr/bin/env node
// `npm run profile`: where an uncached render's server time goes. Starts the sandbox and the production
// server (server/main.mjs) with the V8 CPU profiler armed (bench/cpu-profile-preload.mjs), then profiles
// two runs of cache misses, one at a time: new search addresses, and the first view of every page in the
// sitemap (articles, lists, racedays). Prints the top frames and writes them as the "render-profile"
// section of docs/performance.md, which `npm run bench` keeps.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale, markBuildComplete } from './build-state.mjs';
import { finished, run, stopAll, waitFor } from './processes.mjs';
import { sandboxEnv, withDefaults } from './sandbox-env.mjs';
import { summarise } from '../bench/cpu-profile.mjs';
import { MISS_WORDS, VISITOR_HEADERS } from '../bench/pages.mjs';
import { writeSection } from '../bench/report-sections.mjs';
import { timedView } from '../bench/timed-view.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PROFILE_PORT ?? 3240);
const sandboxPort = Number(process.env.PROFILE_SANDBOX_PORT ?? 4240);
const site = `http://localhost:${port}`;
const searches = Number(process.env.PROFILE_SEARCHES ?? 200);
const work = mkdtempSync(path.join(tmpdir(), 'furlong-profile-'));
const env = { ...withDefaults(sandboxEnv(root, { port, sandboxPort })), NEXT_TELEMETRY_DISABLED: '1' };
/**
 * @param {string[]} args
 * @param {import('./processes.mjs').RunOptions} [options]
 */
const node = (args, options = {}) => run(process.execPath, args, { cwd: root, env, ...options });

if (buildIsStale(root)) {
  const startedAt = Date.now();
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  if ((await finished(node([next, 'build']))) !== 0) process.exit(1);
  markBuildComplete(root, startedAt);
}
// Their request logs would bury the report: only errors are shown.
/** @type {import('./processes.mjs').RunOptions} */
const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
const sandbox = node(['--import', 'tsx', path.join(root, 'sandbox', 'server.ts')], {
  ...quiet,
  env: { ...env, SANDBOX_PORT: String(sandboxPort) },
});
await waitFor(`http://localhost:${sandboxPort}/__sandbox/health`, { child: sandbox });
const server = node(
  ['--import', path.join(root, 'bench', 'cpu-profile-preload.mjs'), path.join(root, 'server', 'main.mjs')],
  {
    ...quiet,
    env: { ...env, PORT: String(port), NODE_ENV: 'production', CPU_PROFILE_FILE: path.join(work, 'run') },
  },
);
await waitFor(`${site}/`, { child: server, timeoutMs: 120_000 });

const headers = { ...VISITOR_HEADERS, 'accept-encoding': 'gzip' };
/** The server's CPU time so far (user and system, every thread), in ms, from /proc. */
const serverCpuMs = () => {
  const fields = /** @type {string} */ (
    readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]
  ).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
/** One view's time in ms, or null when the page was already cached (two addresses of one page). */
/** @param {string} url */
async function view(url) {
  const { ms, cached } = await timedView(url, headers);
  return cached ? null : ms;
}
const searchUrl = (/** @type {number} */ i, /** @type {string} */ tag) =>
  `${site}/search-results?query=${MISS_WORDS[i % MISS_WORDS.length]}${'%20'.repeat(1 + Math.floor(i / MISS_WORDS.length))}${tag}`;

/** @typedef {Awaited<ReturnType<typeof profiled>>} ProfiledRun */
/**
 * Views each address once with the profiler on: the profile, the latencies and the CPU per view.
 * @param {string} name
 * @param {string[]} urls
 */
async function profiled(name, urls) {
  const file = path.join(work, name);
  server.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const cpuBefore = serverCpuMs();
  /** @type {number[]} */
  const times = [];
  for (const url of urls) {
    const ms = await view(url);
    if (ms !== null) times.push(ms);
  }
  const cpuMs = serverCpuMs() - cpuBefore;
  rmSync(path.join(work, 'run'), { force: true });
  server.kill('SIGUSR2');
  for (let waited = 0; !existsSync(path.join(work, 'run')) && waited < 10_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const profile = JSON.parse(readFileSync(path.join(work, 'run'), 'utf8'));
  if (process.env.PROFILE_KEEP)
    renameSync(path.join(work, 'run'), path.join(process.env.PROFILE_KEEP, `${name}.cpuprofile`));
  else rmSync(path.join(work, 'run'));
  times.sort((a, b) => a - b);
  return {
    name,
    file,
    count: times.length,
    medianMs: /** @type {number} */ (times[Math.floor(times.length / 2)]),
    // Cache hits cost next to nothing, so the CPU is the misses'.
    cpuPerViewMs: cpuMs / times.length,
    summary: summarise(profile, {
      groups: {
        "serving layer's own work on the answer (server/answers.mjs)": 'server/answers.mjs',
        'Content-Security-Policy of the page': 'pageWithPolicy',
        'Next and React rendering': 'next-server/app-page',
        'site code (.next/server chunks)': '.next/server/chunks',
        'garbage collector': '(garbage collector)',
      },
    }),
  };
}

// Warm the server's code paths first, so the profiles show steady-state renders, not first compiles.
for (let i = 0; i < 40; i += 1) await view(searchUrl(i, 'w'));
const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
// The home page was viewed to see the server was up, so it is a cache hit now.
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => `${site}${new URL(/** @type {string} */ (loc)).pathname}`)
  .filter((url) => url !== `${site}/`);
/** @type {[ProfiledRun, ProfiledRun]} */
const runs = [
  await profiled(
    'search',
    Array.from({ length: searches }, (_, i) => searchUrl(i, 'p')),
  ),
  await profiled('pages', pages),
];
stopAll();
rmSync(work, { recursive: true, force: true });

const percent = (/** @type {number} */ share) => `${(share * 100).toFixed(1)}%`;
const body = [
  '## Where an uncached render goes',
  '',
  `\`npm run profile\`, ${new Date().toISOString().slice(0, 10)}: the production server with V8's CPU profiler on (0.5 ms sampling) only while it answers cache misses one at a time, after 40 warm-up renders. "search": ${runs[0].count} new search addresses; "pages": the first view of each page in the sitemap (${runs[1].count} renders). A view is timed from the client (bench/timed-view.mjs); CPU per view is the server process's user and system time (every thread, from /proc) divided by the views; the shares are of the profile's busy samples.`,
  '',
  "Before docs/decisions/0025 (Next measuring each cache entry by serialising it, and hashing each page for an ETag), the same runs measured: search, median 44.4 ms per view and 52.5 ms of CPU; pages, median 61.6 ms and 76.0 ms of CPU. Those views, and every view timed before 2026-11-28, were timed with Node's fetch, which added 4 to 8 ms to each.",
  '',
  ...runs.flatMap((r) => [
    `### ${r.name}: median ${r.medianMs.toFixed(1)} ms per view, ${r.cpuPerViewMs.toFixed(1)} ms of server CPU per view`,
    '',
    '| where | share of busy time |',
    '|---|---|',
    ...r.summary.groups.map((group) => `| ${group.label} | ${percent(group.share)} |`),
    '',
    '| top frames by self time | share |',
    '|---|---|',
    ...r.summary.frames.map(
      (frame) => `| \`${frame.name.replace(/\|/g, '\\|')}\` | ${percent(frame.share)} |`,
    ),
    '',
  ]),
].join('\n');
writeSection(path.join(root, 'docs', 'performance.md'), 'render-profile', body);
process.exit(0);
