// /healthz and /readyz, answered by the serving layer before the HTML cache and before Next
// (docs/operations.md): never cached, never given a cookie, and nothing but GET and HEAD.
import { readinessCheck } from '../shared/readiness.mjs';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { ReadinessCheck } from '../shared/readiness.mjs' */

export const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/**
 * @param {Pick<IncomingMessage, 'method'>} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {object} body
 */
function send(req, res, status, body) {
  const text = `${JSON.stringify(body)}\n`;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * True when the request was for a health endpoint, which has then been answered.
 * @param {Pick<IncomingMessage, 'method' | 'url'>} req
 * @param {ServerResponse} res
 * @param {() => ReadinessCheck | null} [check] The app's readiness check, if it has started.
 * @returns {boolean}
 */
export function answerHealth(req, res, check = readinessCheck) {
  const path = /** @type {string} */ (String(req.url ?? '').split('?')[0]);
  if (!HEALTH_PATHS.has(path)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    send(req, res, 405, { error: 'method not allowed' });
    return true;
  }
  if (path === '/healthz') {
    send(req, res, 200, { ok: true });
    return true;
  }
  const readiness = check();
  if (!readiness) {
    send(req, res, 503, { ready: false, reason: 'starting' });
    return true;
  }
  readiness().then(
    (answer) => send(req, res, answer.ready ? 200 : 503, answer),
    () => send(req, res, 503, { ready: false }),
  );
  return true;
}
