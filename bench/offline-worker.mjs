// The offline worker's script (docs/decisions/0040): registered once a page has loaded, so it is in no
// page's first-load JavaScript, and weighed here on its own, gzip level 9 as the pages' scripts are.
import { gzipSync } from 'node:zlib';
import { WORKER_PATH } from '../shared/offline-worker.mjs';

/** The most the worker's script may weigh, gzip-compressed (issue 50). */
export const WORKER_BUDGET_KIB = 15;

/**
 * The worker's script as the site serves it: its gzip size.
 * @param {string} site
 * @returns {Promise<{ gzipBytes: number }>}
 */
export async function workerWeight(site) {
  const body = Buffer.from(await (await fetch(`${site}${WORKER_PATH}`)).arrayBuffer());
  return { gzipBytes: gzipSync(body, { level: 9 }).length };
}

const kib = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/**
 * The report's sentence on the worker's weight.
 * @param {{ gzipBytes: number }} worker
 */
export function workerText({ gzipBytes }) {
  return `The offline worker's script (\`${WORKER_PATH}\`), registered once a page has loaded and so in no page's first-load JS: ${kib(gzipBytes)} KiB gzip (budget: ${WORKER_BUDGET_KIB} KiB).`;
}

/**
 * The budget failure of the worker's weight, if it is over.
 * @param {{ gzipBytes: number }} worker
 * @returns {string[]}
 */
export function workerFailures({ gzipBytes }) {
  return gzipBytes / 1024 > WORKER_BUDGET_KIB
    ? [`offline worker: ${kib(gzipBytes)} KiB gzip > ${WORKER_BUDGET_KIB} KiB`]
    : [];
}
