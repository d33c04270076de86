#!/usr/bin/env node
// A cached page's latency while a stream of image-proxy requests with random widths hits the proxy:
// the budget "200 image-proxy requests with random widths: cached-page p99 stays under 50 ms meanwhile".
// Runs against a site already up: `BASE_URL=http://localhost:3000 node bench/image-pressure.mjs`.
// IMAGE_SOURCES (comma-separated image URLs or site paths) and IMAGE_PRESSURE_SEED change the stream.
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { PAGES, VISITOR_HEADERS } from './pages.mjs';

export const IMAGE_PRESSURE_BUDGET = { images: 200, pageP99Ms: 50 };

// AVIF-only first: it was the costly one. Then what Chrome, Safari and an old browser send.
const ACCEPTS = [
  'image/avif,*/*',
  'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5',
  '*/*',
];
const MAX_WIDTH = 3840;
const PAGE_HEADERS = { ...VISITOR_HEADERS, 'accept-encoding': 'gzip' };

/**
 * Park–Miller: the same stream of widths for the same seed, so two runs compare.
 * @param {number} seed
 * @returns {() => number}
 */
function seededRandom(seed) {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

/**
 * @param {number[]} sorted
 * @param {number} fraction
 * @returns {number}
 */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]);
}

/**
 * `count` image requests, `connections` at a time, each a random width, source and Accept.
 * @param {string} site
 * @param {{ count: number; connections: number; sources: string[]; random: () => number }} options
 */
async function imageStream(site, { count, connections, sources, random }) {
  const requests = Array.from({ length: count }, () => {
    const source = sources[Math.floor(random() * sources.length)];
    const width = 1 + Math.floor(random() * MAX_WIDTH);
    return {
      url: `${site}/_amplify/image?url=${encodeURIComponent(/** @type {string} */ (source))}&w=${width}`,
      accept: /** @type {string} */ (ACCEPTS[Math.floor(random() * ACCEPTS.length)]),
    };
  });
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {number[]} */
  const latencies = [];
  let next = 0;
  async function client() {
    while (next < requests.length) {
      const { url, accept } = /** @type {{ url: string; accept: string }} */ (requests[next++]);
      const started = performance.now();
      try {
        const response = await fetch(url, { headers: { accept } });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: connections }, client));
  latencies.sort((a, b) => a - b);
  return {
    statuses,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
  };
}

/**
 * autocannon on the page until `until` settles (it stops at its next one-second sample).
 * @param {string} url
 * @param {number} connections
 * @param {Promise<unknown>} until
 * @returns {Promise<autocannon.Result>}
 */
function pageLoadDuring(url, connections, until) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: 3600, headers: PAGE_HEADERS },
      (/** @type {unknown} */ error, /** @type {autocannon.Result} */ result) =>
        error ? reject(error) : resolve(result),
    );
    const stop = () => instance.stop();
    until.then(stop, stop);
  });
}

/** @param {autocannon.Result} result */
function pageFigures(result) {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors,
  };
}

/**
 * The page's latency alone for `baselineSeconds`, then while `images` image requests with random
 * widths run, `imageConnections` at a time, with `pageConnections` on the page meanwhile.
 * @param {string} site
 * @param {object} [options]
 * @param {string} [options.pagePath]
 * @param {number} [options.images]
 * @param {number} [options.imageConnections]
 * @param {number} [options.pageConnections]
 * @param {number} [options.baselineSeconds]
 * @param {string[]} [options.sources]
 * @param {number} [options.seed]
 */
export async function imagePressure(
  site,
  {
    pagePath = /** @type {(typeof PAGES)[number]} */ (PAGES.find((page) => page.name === 'article')).path,
    images = IMAGE_PRESSURE_BUDGET.images,
    imageConnections = 16,
    pageConnections = 10,
    baselineSeconds = 5,
    sources = ['/images/fallback-hero.jpg'],
    seed = 1,
  } = {},
) {
  const page = `${site}${pagePath}`;
  for (let i = 0; i < 20; i += 1) await (await fetch(page, { headers: VISITOR_HEADERS })).arrayBuffer();
  const baseline =
    baselineSeconds > 0
      ? pageFigures(
          await autocannon({
            url: page,
            connections: pageConnections,
            duration: baselineSeconds,
            headers: PAGE_HEADERS,
          }),
        )
      : undefined;
  const started = performance.now();
  const stream = imageStream(site, {
    count: images,
    connections: imageConnections,
    sources,
    random: seededRandom(seed),
  });
  const [during, imageFigures] = await Promise.all([pageLoadDuring(page, pageConnections, stream), stream]);
  return {
    page: pagePath,
    baseline,
    during: pageFigures(during),
    images: { count: images, seconds: Math.round((performance.now() - started) / 100) / 10, ...imageFigures },
  };
}

/**
 * What is over the budget: the page's p99, a failed page answer, or an image answered 5xx other than 503.
 * @param {Awaited<ReturnType<typeof imagePressure>>} result
 * @returns {string[]}
 */
export function imagePressureFailures({ during, images }) {
  /** @type {string[]} */
  const failures = [];
  if (during.p99 >= IMAGE_PRESSURE_BUDGET.pageP99Ms) {
    failures.push(
      `cached-page p99 ${during.p99} ms under image pressure (budget < ${IMAGE_PRESSURE_BUDGET.pageP99Ms} ms)`,
    );
  }
  if (during.failed > 0) failures.push(`${during.failed} page requests failed under image pressure`);
  const broken = Object.entries(images.statuses).filter(
    ([status]) => status !== '503' && !/^[23]/.test(status),
  );
  for (const [status, count] of broken) failures.push(`${count} image requests answered ${status}`);
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const sources = process.env.IMAGE_SOURCES?.split(',')
    .map((source) => source.trim())
    .filter(Boolean);
  const result = await imagePressure(site, {
    ...(sources?.length ? { sources } : {}),
    seed: Number(process.env.IMAGE_PRESSURE_SEED ?? 1),
  });
  const { baseline, during, images } = result;
  if (baseline)
    console.log(
      `${result.page} alone: p50 ${baseline.p50} ms, p99 ${baseline.p99} ms, ${baseline.requests} requests`,
    );
  console.log(
    `${result.page} during ${images.count} image requests with random widths: p50 ${during.p50} ms, ` +
      `p99 ${during.p99} ms, ${during.requests} requests, ${during.failed} failed`,
  );
  console.log(
    `image requests: ${images.seconds} s, p50 ${images.p50} ms, p99 ${images.p99} ms, statuses ` +
      Object.entries(images.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
  );
  const failures = imagePressureFailures(result);
  if (failures.length > 0) {
    console.error(`Over budget:\n${failures.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`Within budget: cached-page p99 under ${IMAGE_PRESSURE_BUDGET.pageP99Ms} ms.`);
  }
}
