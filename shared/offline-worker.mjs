// The offline worker's script (docs/decisions/0040), as the serving layer, the edge and the app name it.
// Serwist's route serves it (app/serwist/[path]/route.ts) with `Service-Worker-Allowed: /`, so its scope
// is the whole site.

/** Where the worker's script is served. */
export const WORKER_PATH = '/serwist/sw.js';

/**
 * What the script goes out with: every cache asks again before using its copy (the browser checks for a
 * new worker on each visit), so a phone finds a new release's worker the next time it opens a page.
 */
export const WORKER_CACHE_CONTROL = 'no-cache';

/**
 * True for a request for the worker's script, with or without a query.
 * @param {string | undefined} url
 */
export function isWorkerScript(url) {
  return String(url ?? '').split('?')[0] === WORKER_PATH;
}
