// One JSON line per request (docs/operations.md): time, method, path, status, duration, the HTML cache's
// part, and the upstream calls the request made (shared/request-trace.mjs). Never a cookie or a header,
// and of the query only the values of the parameters a page reads: any other value (a sign-in `code` or
// `state`, a token someone pasted) is replaced.
import { PAGE_PARAMS } from '../shared/requests.mjs';
import { readSetting } from '../shared/settings-schema.mts';
/** @import { UpstreamCall } from '../shared/request-trace.mjs' */

/** @typedef {'hit' | 'stale' | 'miss' | null} CachePart The HTML cache's part in the answer. */
/**
 * One request's line.
 * @typedef {object} RequestLogEntry
 * @property {string} time
 * @property {string | undefined} method
 * @property {string} path
 * @property {number} status
 * @property {number} ms
 * @property {CachePart} cache
 * @property {UpstreamCall[]} upstream
 * @property {true} [aborted]
 */

const KEPT_VALUES = new Set(PAGE_PARAMS);
const MAX_PATH = 512;

/**
 * REQUEST_LOG: `json` or `off`, its default when unset; undefined when invalid (the site stops at start).
 * @param {Record<string, string | undefined>} env
 */
export function requestLogMode(env) {
  return readSetting(env, 'REQUEST_LOG');
}

/**
 * The address as logged: the path, and the query with only the page's own parameters' values.
 * @param {string | undefined} url
 * @returns {string}
 */
export function loggedPath(url) {
  const text = String(url ?? '/');
  const at = text.indexOf('?');
  if (at === -1) return text.slice(0, MAX_PATH);
  const params = new URLSearchParams(text.slice(at + 1));
  const shown = [];
  for (const [name, value] of params) {
    shown.push(KEPT_VALUES.has(name) ? `${name}=${encodeURIComponent(value)}` : `${name}=-`);
  }
  return `${text.slice(0, at)}?${shown.join('&')}`.slice(0, MAX_PATH);
}

// A busy server ends several requests in the same millisecond: they share one formatted time.
let formatted = { at: NaN, text: '' };
/** @param {number} now */
function isoTime(now) {
  if (formatted.at !== now) formatted = { at: now, text: new Date(now).toISOString() };
  return formatted.text;
}

/**
 * The log entry of a finished request.
 * @param {object} request
 * @param {{ method?: string | undefined; url?: string | undefined; headers?: unknown }} request.req
 * @param {{ statusCode: number; writableFinished: boolean }} request.res
 * @param {number} request.started When it began, by performance.now().
 * @param {CachePart} request.cache
 * @param {UpstreamCall[]} request.upstream
 * @param {number} [request.now]
 * @returns {RequestLogEntry}
 */
export function requestLogEntry({ req, res, started, cache, upstream, now = Date.now() }) {
  /** @type {RequestLogEntry} */
  const entry = {
    time: isoTime(now),
    method: req.method,
    path: loggedPath(req.url),
    status: res.statusCode,
    ms: Math.round((performance.now() - started) * 10) / 10,
    cache,
    upstream,
  };
  if (!res.writableFinished) entry.aborted = true;
  return entry;
}

/** How long a line may wait for others to share its write, and how much text forces one at once. */
export const LOG_FLUSH_MS = 50;
export const LOG_FLUSH_BYTES = 64 * 1024;

/**
 * Writes lines to `out`: each entry one JSON.stringify; the lines of up to LOG_FLUSH_MS go out in one
 * write (sooner once LOG_FLUSH_BYTES wait), so a burst of cached pages costs a system call every 50 ms,
 * not one each. Whatever waits is written when the process exits.
 * @param {{ write(text: string): unknown }} [out]
 * @returns {(entry: object) => void}
 */
export function createRequestLog(out = process.stdout) {
  let pending = '';
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const text = pending;
    pending = '';
    if (text) out.write(text);
  };
  process.once('exit', flush);
  return (entry) => {
    pending += `${JSON.stringify(entry)}\n`;
    if (pending.length >= LOG_FLUSH_BYTES) flush();
    else timer ??= setTimeout(flush, LOG_FLUSH_MS).unref();
  };
}
