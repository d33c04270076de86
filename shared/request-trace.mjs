// What one request did, for its line in the request log (server/request-log.mjs): the serving layer
// opens a trace for each request, and the platform's HTTP client adds each upstream call it makes. The
// trace follows the request through Next's handling by AsyncLocalStorage; one instance per process, kept
// on globalThis, because the serving layer and each of the app's server bundles load this module apart.
// Server code only (node:async_hooks): no browser script imports it.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('furlong.requestTrace');

/**
 * One upstream call of a request.
 * @typedef {object} UpstreamCall
 * @property {string} host The service's host.
 * @property {string} path The path called, without its query.
 * @property {string} method
 * @property {number | 'network' | 'timeout' | 'oversize'} status The answer's status, or why there was none.
 * @property {number} ms
 */
/**
 * @typedef {object} RequestTrace
 * @property {UpstreamCall[]} upstream
 */

const shared = /** @type {{ [KEY]?: AsyncLocalStorage<RequestTrace> }} */ (globalThis);
const traces = (shared[KEY] ??= new AsyncLocalStorage());

/**
 * Runs `handle` with `trace` as the trace of everything it starts.
 * @template T
 * @param {RequestTrace} trace
 * @param {() => T} handle
 * @returns {T}
 */
export function withTrace(trace, handle) {
  return traces.run(trace, handle);
}

/**
 * Adds an upstream call to the trace of the request being handled, if any.
 * @param {UpstreamCall} call
 */
export function recordUpstream(call) {
  traces.getStore()?.upstream.push(call);
}
