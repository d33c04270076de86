// /readyz asks the app whether it can serve (platform/readiness.ts): the app's start-up
// (instrumentation.ts) hands its check to the serving layer through here, as the two are built apart.
const KEY = Symbol.for('furlong.readiness');

/** Called once by the app when it starts. */
export function provideReadinessCheck(check) {
  globalThis[KEY] = check;
}

/** The app's check; null until the app has started. */
export function readinessCheck() {
  return globalThis[KEY] ?? null;
}
