// /readyz asks the app whether it can serve (platform/readiness.ts): the app's start-up
// (instrumentation.ts) hands its check to the serving layer through here, as the two are built apart.
const KEY = Symbol.for('furlong.readiness');

/** @typedef {() => Promise<{ ready: boolean }>} ReadinessCheck */

/** The app's check, on the process's global object. */
const shared = /** @type {{ [KEY]?: ReadinessCheck | null }} */ (globalThis);

/**
 * Called once by the app when it starts; null takes the check back (a test's server that has not
 * started the app).
 * @param {ReadinessCheck | null} check
 */
export function provideReadinessCheck(check) {
  shared[KEY] = check;
}

/**
 * The app's check; null until the app has started.
 * @returns {ReadinessCheck | null}
 */
export function readinessCheck() {
  return shared[KEY] ?? null;
}
