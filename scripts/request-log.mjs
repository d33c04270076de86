// One JSON line per request (docs/operations.md): time, method, path, status, duration, the HTML cache's
// part, and the upstream calls the request made (shared/request-trace.mjs). Never a cookie or a header,
// and of the query only the values of the parameters a page reads: any other value (a sign-in `code` or
// `state`, a token someone pasted) is replaced.
import { PAGE_PARAMS } from './html-cache.mjs';

const KEPT_VALUES = new Set(PAGE_PARAMS);
const MAX_PATH = 512;

/** REQUEST_LOG: `json` (the default) or `off`. */
export function requestLogMode(env) {
  const value = String(env.REQUEST_LOG ?? '')
    .trim()
    .toLowerCase();
  return value === '' ? 'json' : value;
}

/** The address as logged: the path, and the query with only the page's own parameters' values. */
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

/** The log entry of a finished request. */
export function requestLogEntry({ req, res, started, cache, upstream, now = Date.now() }) {
  const entry = {
    time: new Date(now).toISOString(),
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

/**
 * Writes lines to `out`: each entry one JSON.stringify; the lines of one turn of the event loop go out in
 * one write, so a burst of cached pages costs one system call, not one each.
 */
export function createRequestLog(out = process.stdout) {
  let pending = '';
  const flush = () => {
    const text = pending;
    pending = '';
    if (text) out.write(text);
  };
  process.once('exit', flush);
  return (entry) => {
    if (pending === '') setImmediate(flush);
    pending += `${JSON.stringify(entry)}\n`;
  };
}
