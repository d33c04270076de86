// What one request did, for its line in the request log (server/request-log.mjs): the serving layer
// opens a trace for each request, and the platform's HTTP client adds each upstream call it makes. The
// trace follows the request through Next's handling by AsyncLocalStorage; one instance per process, kept
// on globalThis, because the serving layer and each of the app's server bundles load this module apart.
// Server code only (node:async_hooks): no browser script imports it.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('furlong.requestTrace');
globalThis[KEY] ??= new AsyncLocalStorage();

/** @type {AsyncLocalStorage<{ upstream: object[] }>} */
const traces = globalThis[KEY];

/** Runs `handle` with `trace` as the trace of everything it starts. */
export function withTrace(trace, handle) {
  return traces.run(trace, handle);
}

/** Adds an upstream call to the trace of the request being handled, if any. */
export function recordUpstream(call) {
  traces.getStore()?.upstream.push(call);
}
