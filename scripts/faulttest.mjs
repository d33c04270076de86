#!/usr/bin/env node
// `npm run faulttest`: first, an article changed by an editor shows on every instance right after the
// content service calls POST /api/revalidate, and at the edge within its cache life. Then the cluster
// (npm run cluster) under steady load while the sandbox's fault switch
// makes the content service slow (2 s), failing (500), malformed, then down for 60 s, and then one
// instance is killed. Per phase: the share of requests for pages seen before answered 200 with their
// content, and how unseen pages were answered. Writes its section of docs/resilience.md. About four
// minutes; FAULTTEST_PHASE_SECONDS sets the length of each phase but the outage.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterOptions, startCluster } from './cluster-run.mjs';
import { phaseSummary } from './fault-phases.mjs';
import { stopAll } from './processes.mjs';
import { sandboxPackDir } from './sandbox-env.mjs';
import { VISITOR_HEADERS } from '../bench/pages.mjs';
import { raceDayPaths } from '../bench/race-day.mjs';
import { writeSection } from '../bench/report-sections.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const phaseSeconds = Number(process.env.FAULTTEST_PHASE_SECONDS ?? 20);
const OUTAGE_SECONDS = 60;
const CONCURRENCY = 16;
// An answer later than this counts as a hang.
const HANG_MS = 10_000;
// The page's own heading, as text: not the takeover's, which every page carries until it is dismissed.
const heading = (/** @type {string} */ html) => {
  for (const [, attributes = '', text = ''] of html.matchAll(/<h1([^>]*)>([\s\S]*?)<\/h1>/g)) {
    if (!attributes.includes('takeover-title')) return text.replace(/<[^>]+>/g, '').trim();
  }
  return null;
};

const options = clusterOptions(process.env, { port: 3600, sandboxPort: 4610, redisPort: 6391 });
console.log(`Starting the cluster: ${options.instances} instances behind nginx on ${options.port}…`);
const secret = randomBytes(24).toString('hex');
const cluster = await startCluster(options, {
  instanceEnv: { REQUEST_LOG: 'off', REVALIDATE_SECRET: secret },
  quiet: true,
});
if (!cluster.sandboxUrl) throw new Error('the fault test needs the sandbox: leave CONTENT_API_URL empty');

/**
 * @param {string} pathname
 * @param {string} [base]
 * @returns {Promise<{ status: number | 'hang' | 'error'; html: string; ms: number }>}
 */
async function get(pathname, base = cluster.edgeUrl) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${pathname}`, {
      headers: VISITOR_HEADERS,
      redirect: 'manual',
      signal: AbortSignal.timeout(HANG_MS),
    });
    const html = await response.text();
    return { status: response.status, html, ms: performance.now() - started };
  } catch (error) {
    const hung = error instanceof Error && error.name === 'TimeoutError';
    return { status: hung ? 'hang' : 'error', html: '', ms: performance.now() - started };
  }
}

/**
 * Sets the sandbox's fault (its service, mode and figures), or clears it with null.
 * @param {object | null} body
 */
async function fault(body) {
  const init = body
    ? { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
    : { method: 'DELETE' };
  const response = await fetch(`${cluster.sandboxUrl}/__sandbox/faults`, init);
  if (!response.ok) throw new Error(`the fault switch answered ${response.status}`);
}

// An editor changes an article; the content service calls the webhook through the edge.
async function revalidation() {
  const slug = 'silver-lantern-wins-summer-mile';
  const article = `/content/${slug}`;
  for (const base of [cluster.edgeUrl, ...cluster.instances.map(({ url }) => url)]) await get(article, base);
  const title = `Silver Lantern holds on (${Date.now()})`;
  const edit = await fetch(`${cluster.sandboxUrl}/__sandbox/articles/${slug}`, {
    method: 'PATCH',
    body: JSON.stringify({ title }),
  });
  if (!edit.ok) throw new Error(`the sandbox refused the edit: ${edit.status}`);
  const changedAt = performance.now();
  const hook = await fetch(`${cluster.edgeUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paths: [article] }),
  });
  if (!hook.ok) throw new Error(`POST /api/revalidate answered ${hook.status}`);
  const instances = [];
  for (const { url } of cluster.instances) {
    instances.push({ url, shows: heading((await get(article, url)).html) === title });
  }
  let edgeSeconds = null;
  while (performance.now() - changedAt < 65_000) {
    if (heading((await get(article)).html) === title) {
      edgeSeconds = Math.round((performance.now() - changedAt) / 100) / 10;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { article, instances, edgeSeconds };
}
console.log('An article changed, then POST /api/revalidate…');
const revalidated = await revalidation();
console.log(`  ${JSON.stringify(revalidated)}`);

// The pages seen before the faults, with the heading each showed.
const { cached, lists } = raceDayPaths(sandboxPackDir(root));
const seen = new Map();
for (const pathname of [...cached, ...lists]) {
  const answer = await get(pathname);
  if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status} before any fault`);
  seen.set(pathname, heading(answer.html));
}
const seenPaths = [...seen.keys()];
console.log(`${seenPaths.length} pages seen before the faults`);

/** Loads the seen pages with CONCURRENCY loops for `seconds`, and asks for an unseen page every second. */
/**
 * @param {number} seconds
 * @param {() => Promise<void>} [during]
 */
async function load(seconds, during = async () => {}) {
  /** @type {Parameters<typeof phaseSummary>[0]} */
  const seenAnswers = [];
  /** @type {Parameters<typeof phaseSummary>[1]} */
  const unseenAnswers = [];
  const end = Date.now() + seconds * 1000;
  let turn = 0;
  const loops = Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < end) {
      const pathname = /** @type {string} */ (seenPaths[turn++ % seenPaths.length]);
      const answer = await get(pathname);
      seenAnswers.push({
        status: answer.status,
        withContent: answer.status === 200 && heading(answer.html) === seen.get(pathname),
        ms: answer.ms,
      });
    }
  });
  const probes = (async () => {
    for (let i = 0; Date.now() < end; i += 1) {
      const answer = await get(`/content/never-seen-${Date.now()}-${i}`);
      unseenAnswers.push({ status: answer.status, ms: answer.ms });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  await Promise.all([...loops, probes, during()]);
  return phaseSummary(seenAnswers, unseenAnswers);
}

/** @type {({ name: string } & ReturnType<typeof phaseSummary>)[]} */
const phases = [];
/**
 * @param {string} name
 * @param {number} seconds
 * @param {object | null} [setFault]
 * @param {() => Promise<void>} [during]
 */
async function phase(name, seconds, setFault, during) {
  if (setFault) await fault(setFault);
  console.log(`${name}…`);
  const summary = await load(seconds, during);
  await fault(null);
  phases.push({ name, ...summary });
  console.log(`  ${JSON.stringify(summary)}`);
  // The caches settle back before the next phase.
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

await phase('no fault', phaseSeconds);
await phase('content service slow (2 s a request)', phaseSeconds, {
  service: 'content',
  mode: 'latency',
  latencyMs: 2000,
});
await phase('content service failing (500)', phaseSeconds, {
  service: 'content',
  mode: 'error',
  status: 500,
});
await phase('content service malformed (200, not JSON)', phaseSeconds, {
  service: 'content',
  mode: 'malformed',
});
await phase(`content service down (${OUTAGE_SECONDS} s)`, OUTAGE_SECONDS, {
  service: 'content',
  mode: 'down',
});
// The cluster has at least one instance.
const victim = /** @type {(typeof cluster.instances)[number]} */ (cluster.instances.at(-1));
await phase(`one instance killed (port ${victim.port}, 2 s in)`, phaseSeconds, null, async () => {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  victim.child.kill('SIGKILL');
});
stopAll();

const percent = (/** @type {number} */ part, /** @type {number} */ whole) =>
  whole === 0 ? '—' : `${((100 * part) / whole).toFixed(2)}%`;
const table = phases
  .map(
    (p) =>
      `| ${p.name} | ${p.seen.total} | **${percent(p.seen.withContent, p.seen.total)}** | ${p.seen.failed} | ${p.seen.p99} | ${p.unseen.total} | ${p.unseen.errorPage} | ${p.unseen.hangs} | ${p.unseen.slowest} |`,
  )
  .join('\n');
const revalidationText =
  `After an editor changed the title of \`${revalidated.article}\` and the content service called \`POST /api/revalidate\` ` +
  `with its path, the next request to each instance showed the new title: ` +
  revalidated.instances.map(({ url, shows }) => `${url} ${shows ? 'yes' : '**no**'}`).join(', ') +
  `. Through the edge it showed after ${revalidated.edgeSeconds === null ? '**more than 65 s**' : `${revalidated.edgeSeconds} s`} (nginx keeps a page for its s-maxage, 30 s, and then refreshes it in the background).`;
const section = `## The cluster under load and faults

Measured by \`npm run faulttest\`: \`npm run cluster\` (${options.instances} instances behind nginx, Next's cache on
Redis) on the 2-core machine. ${seenPaths.length} pages of the race-day mix (bench/race-day.mjs; the heaviest among
them, the block gallery and an article of 50 embeds) are each requested
once, then ${CONCURRENCY} loops request them in turn through the edge for each phase while an unseen page is asked
for every second; the sandbox's fault switch sets each phase's fault on the content service, and the last
phase kills one instance 2 s in (SIGKILL). "With content" is a 200 showing the heading the page had before the
faults; "failed" is any other answer, a network error or no answer within ${HANG_MS / 1000} s. While the content
service answers, an unseen address is a real 404, not the 503 page. The machine's load average at the end:
${loadavg()
  .map((load) => load.toFixed(1))
  .join(', ')} (1, 5, 15 minutes; 2 cores).

${revalidationText}

| phase | requests for seen pages | 200 with content | failed | p99 ms | unseen pages asked | answered the 503 page | hangs | slowest unseen ms |
|---|---|---|---|---|---|---|---|---|
${table}

Measured ${new Date().toISOString().slice(0, 10)}.`;
writeSection(path.join(root, 'docs', 'resilience.md'), 'cluster-faults', section);
process.exit(0);
