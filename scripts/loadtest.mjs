#!/usr/bin/env node
// `npm run loadtest`: the race-day mix (bench/race-day.mjs) with wrk at 50 connections against one
// instance served as `npm start` serves it, then through the cluster's edge, beside the raw-socket
// limit; a cached page while its neighbours are rendered again; the content service's requests per
// resource, and each instance's memory. Writes the cluster section of docs/performance.md. About four
// minutes; LOADTEST_SECONDS sets each mix run's length.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { clusterOptions, startCluster } from './cluster-run.mjs';
import { instanceArgs } from './instance.mjs';
import { run, stopAll, waitFor } from './processes.mjs';
import { sandboxPackDir } from './sandbox-env.mjs';
import { measure } from '../bench/load.mjs';
import { VISITOR_HEADERS } from '../bench/pages.mjs';
import { mixLua, raceDayPaths } from '../bench/race-day.mjs';
import { rawSocketLimit } from '../bench/raw-socket.mjs';
import { writeSection } from '../bench/report-sections.mjs';
import { upstreamBudget } from '../bench/upstream-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Under 30 s, so the warm-up and the run fall within one window of the content service's budget.
const seconds = Math.min(Number(process.env.LOADTEST_SECONDS ?? 20), 25);
const CONNECTIONS = 50;
const HEADERS = { ...VISITOR_HEADERS, 'accept-encoding': 'gzip' };
export const BUDGETS = {
  edge: { rps: 5000, p99: 50 },
  instance: { rps: 1000, p99: 100 },
  neighbours: { p99: 20 },
  rssMb: 300,
};
// Issue 15: a cached page keeps its p99 during a 35 s run in which its neighbours revalidate.
const NEIGHBOUR_SECONDS = 35;
const NEIGHBOUR_PAGE = '/content/silver-lantern-wins-summer-mile';
const NEIGHBOUR_CONNECTIONS = 20;

const options = clusterOptions(process.env, { port: 3500, sandboxPort: 4510, redisPort: 6390 });
console.log(`Starting the cluster: ${options.instances} instances behind nginx on ${options.port}…`);
const secret = randomBytes(24).toString('hex');
const cluster = await startCluster(options, {
  instanceEnv: { REQUEST_LOG: 'off', REVALIDATE_SECRET: secret },
  quiet: true,
});
const lonePort = options.firstInstancePort + options.instances;
const lone = run(process.execPath, instanceArgs(), {
  cwd: root,
  env: {
    ...cluster.env,
    PORT: String(lonePort),
    REQUEST_LOG: 'off',
    NODE_ENV: 'production',
    REVALIDATE_SECRET: secret,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const loneUrl = `http://localhost:${lonePort}`;
await waitFor(`${loneUrl}/healthz`, { child: lone, timeoutMs: 120_000 });

const paths = raceDayPaths(sandboxPackDir(root));
const all = [...paths.cached, ...paths.lists];
const lua = mixLua(paths);
const sandbox = cluster.sandboxUrl;

/** @param {number | undefined} pid */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/** @type {RegExpExecArray} */ (/VmRSS:\s+(\d+)/.exec(status))[1]) / 1024);
}

// A first request for an address: a 503 (the content service too slow to answer a page nothing has
// been kept for yet, on a busy machine) is asked again after a second, twice at most.
/** @param {string} url */
async function firstView(url) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { headers: HEADERS, redirect: 'manual' });
    if (response.status !== 503 || attempt === 3) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

// Every address once, four at a time, as the first visitors would; returns the gzip sizes seen.
/** @param {string} base */
async function warm(base) {
  /** @type {number[]} */
  const sizes = [];
  const queue = [...all];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await firstView(`${base}${next}`);
        if (response.status !== 200) throw new Error(`${next}: ${response.status} before the load`);
        // fetch decodes the body: its gzip size is what went over the wire.
        sizes.push(gzipSync(Buffer.from(await response.arrayBuffer())).byteLength);
      }
    }),
  );
  return sizes;
}

const mix = (/** @type {string} */ base) =>
  measure(`${base}/`, {
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    paths: lua,
    allowFailures: true,
  });

// One cached page under load at `base` while the others are published and rendered again, as editors'
// changes and expiring pages make them on a race day: every second the revalidation webhook (through
// `base`) names the next ten of the other pages, and a visitor asks an instance (`renderers`, in turn)
// for each, which renders it there. On one instance that is the event loop answering the cached page;
// behind the edge, the instances nginx asks when its copy expires. Returns wrk's figures for the page
// and the renders made.
/**
 * @param {string} base
 * @param {string[]} renderers
 */
async function whileNeighboursRevalidate(base, renderers) {
  const neighbours = paths.cached.filter((address) => address !== NEIGHBOUR_PAGE);
  let running = true;
  let renders = 0;
  const publishing = (async () => {
    for (let at = 0; running; at += 10) {
      const batch = Array.from({ length: 10 }, (_, i) => neighbours[(at + i) % neighbours.length]);
      const told = await fetch(`${base}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ paths: batch }),
      });
      if (!told.ok) throw new Error(`the revalidation webhook answered ${told.status}`);
      for (const [i, address] of batch.entries()) {
        const response = await fetch(`${renderers[i % renderers.length]}${address}`, { headers: HEADERS });
        await response.arrayBuffer();
        if (response.headers.get('x-furlong-cache') === null) renders += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  const load = await measure(`${base}${NEIGHBOUR_PAGE}`, {
    connections: NEIGHBOUR_CONNECTIONS,
    duration: NEIGHBOUR_SECONDS,
    headers: HEADERS,
  });
  running = false;
  await publishing;
  return { ...load, renders };
}

console.log('One instance, no edge: warming every address, then the mix…');
const sizes = await warm(loneUrl);
const instance = { ...(await mix(loneUrl)), rss: rssMb(lone.pid) };
console.log(`  ${JSON.stringify(instance)}`);
console.log(`One instance: ${NEIGHBOUR_PAGE} for ${NEIGHBOUR_SECONDS} s while its neighbours revalidate…`);
const neighbours = await whileNeighboursRevalidate(loneUrl, [loneUrl]);
lone.kill();
console.log(`  ${JSON.stringify(neighbours)}`);

console.log('Through the edge: warming every address, then the mix…');
if (sandbox) await fetch(`${sandbox}/__sandbox/reset`, { method: 'POST' });
const windowStart = Date.now();
await warm(cluster.edgeUrl);
const edge = await mix(cluster.edgeUrl);
const windowSeconds = Math.round((Date.now() - windowStart) / 1000);
console.log(`  ${JSON.stringify(edge)}`);
const upstream = sandbox
  ? upstreamBudget((await (await fetch(`${sandbox}/__sandbox/resource-requests`)).json()).resources)
  : null;
console.log(
  `Through the edge: ${NEIGHBOUR_PAGE} for ${NEIGHBOUR_SECONDS} s while its neighbours revalidate…`,
);
const edgeNeighbours = await whileNeighboursRevalidate(
  cluster.edgeUrl,
  cluster.instances.map(({ url }) => url),
);
console.log(`  ${JSON.stringify(edgeNeighbours)}`);
const edgeRss = cluster.instances.map(({ child }) => rssMb(child.pid));

const averageBytes = Math.round(sizes.reduce((sum, size) => sum + size, 0) / sizes.length);
const raw = await rawSocketLimit(averageBytes, { connections: CONNECTIONS, duration: 5 });
stopAll();

const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : '**not met**');
/** @type {[name: string, figures: import('../bench/load.mjs').LoadFigures, budget: string, ok: boolean | null][]} */
const rows = [
  [
    `race-day mix through the edge (nginx, ${options.instances} instances)`,
    edge,
    `≥ ${BUDGETS.edge.rps} req/s, p99 ≤ ${BUDGETS.edge.p99} ms, 0 errors`,
    edge.requestsPerSecond >= BUDGETS.edge.rps &&
      edge.p99 <= BUDGETS.edge.p99 &&
      edge.errors + edge.non2xx === 0,
  ],
  [
    'race-day mix against one instance, no edge (as `npm start` serves it)',
    instance,
    `≥ ${BUDGETS.instance.rps} req/s, p99 ≤ ${BUDGETS.instance.p99} ms`,
    instance.requestsPerSecond >= BUDGETS.instance.rps && instance.p99 <= BUDGETS.instance.p99,
  ],
  [
    `one cached article through the edge, while ${edgeNeighbours.renders} of its neighbours were published ` +
      `and rendered again on the instances`,
    edgeNeighbours,
    `p99 ≤ ${BUDGETS.neighbours.p99} ms`,
    edgeNeighbours.p99 <= BUDGETS.neighbours.p99 && edgeNeighbours.errors + edgeNeighbours.non2xx === 0,
  ],
  [
    `one cached article against one instance, no edge, while ${neighbours.renders} of its neighbours were ` +
      `published and rendered again on that instance`,
    neighbours,
    `p99 ≤ ${BUDGETS.neighbours.p99} ms`,
    neighbours.p99 <= BUDGETS.neighbours.p99 && neighbours.errors + neighbours.non2xx === 0,
  ],
  [
    `raw-socket limit (a bare Node server answering ${averageBytes} bytes, the mix's mean gzip size)`,
    raw,
    '—',
    null,
  ],
];
const table = rows
  .map(
    ([name, f, budget, ok]) =>
      `| ${name} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} | ${budget} | ${ok === null ? '—' : verdict(ok)} |`,
  )
  .join('\n');
// When each request came, in seconds from the start of the edge's warm-up.
const secondsAfter = (/** @type {number[]} */ times) =>
  times.map((at) => ((at - windowStart) / 1000).toFixed(1)).join(', ');
const worstRss = Math.max(instance.rss, ...edgeRss);
const upstreamText = upstream
  ? `The content service (the sandbox's record of each request) was asked for ${upstream.resources} resources ` +
    `${upstream.requests} times in the ${windowSeconds} s of the edge's warm-up and run; the most for one resource within 30 s: ` +
    `**${upstream.most}** (budget 1: ${verdict(upstream.most <= 1)}).` +
    (upstream.over.length > 0
      ? ` Over: ${upstream.over
          .slice(0, 5)
          .map((o) => `\`${o.resource}\` ${o.busiest} (at ${secondsAfter(o.times)} s)`)
          .join(', ')}${upstream.over.length > 5 ? ` and ${upstream.over.length - 5} more` : ''}.`
      : '')
  : 'Not measured: the site points at the real platform.';
const section = `## Cluster: several instances behind the edge

Measured by \`npm run loadtest\` on the 2-core machine: the race-day mix (${all.length} addresses from the content
pack: 70% the pages a crowd reads, ${paths.cached.length} of them, the heaviest among them (the block gallery
and an article of 50 embeds); 30% the lists, filters, searches and 'Load more'
pages it presses, ${paths.lists.length} of them; bench/race-day.mjs) with wrk, ${CONNECTIONS} connections, ${seconds} s, as a
returning visitor accepting gzip, after one request for every address. "One instance" is \`server/main.mjs\` as
\`npm start\` runs it (its own HTML cache, Next's cache on disk); "the edge" is \`npm run cluster\`: nginx
(deploy/nginx.conf.template) in front of ${options.instances} instances sharing Next's cache on Redis, each
with its own HTML cache (docs/deploy.md, docs/decisions/0028). wrk, nginx, the instances, Redis and the sandbox share the 2 cores; the machine's load
average at the end: ${loadavg()
  .map((load) => load.toFixed(1))
  .join(', ')} (1, 5, 15 minutes).

| what | requests/s | p50 ms | p99 ms | errors | budget | |
|---|---|---|---|---|---|---|
${table}

The cached article's rows: after each mix, wrk asks for one article (\`${NEIGHBOUR_PAGE}\`) with
${NEIGHBOUR_CONNECTIONS} connections for ${NEIGHBOUR_SECONDS} s while every second the revalidation webhook
(\`POST /api/revalidate\`, as the content service calls it on a publish) names the next ten of the mix's
other pages and a visitor asks an instance for each, so each is rendered again: on one instance, on the
event loop that answers the article from its HTML cache; behind the edge, on the instances, while nginx
answers the article from its own cache.

${upstreamText} The instances share the content service's answers through the same Redis: one asks for a
resource per 30 s expiry and the others read its copy, or answer with their own last good copy while it
asks (docs/decisions/0023-shared-content-cache.md). A second instance asks too only when it has no copy
of its own and the holder's does not come within 2 s, or when its Redis call fails or takes longer than
its 250 ms box (it then logs "shared content cache unavailable").

Memory (RSS) after the runs: the lone instance ${instance.rss} MB; the cluster's instances ${edgeRss.join(', ')} MB
(budget < ${BUDGETS.rssMb} MB: ${verdict(worstRss < BUDGETS.rssMb)}).

Measured ${new Date().toISOString().slice(0, 10)}.`;

writeSection(path.join(root, 'docs', 'performance.md'), 'cluster', section);
process.exit(0);
