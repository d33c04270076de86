// The browser's errors on their way to the error-reporting SDK, which loads only with a DSN and only once
// there is an error to report: until it is there, a few are kept, then handed over. Small on purpose: it
// is part of every page's first-load JavaScript.
type Sink = (error: unknown) => void;

const KEPT = 10;
let sink: Sink | null = null;
let kept: unknown[] = [];
let onKept: (() => void) | null = null;

/** Reports an error (an error boundary's, an uncaught one), now or once the SDK is loaded. */
export function reportError(error: unknown): void {
  if (sink) return sink(error);
  if (kept.length < KEPT) kept.push(error);
  const load = onKept;
  onKept = null;
  load?.();
}

/** Calls `load` (once) as soon as an error is kept for the SDK: at once if one already is. */
export function whenErrorKept(load: () => void): void {
  if (kept.length > 0) load();
  else onKept = load;
}

/** The SDK is loaded: errors go to it from now on, the kept ones first. */
export function reportTo(next: Sink): void {
  sink = next;
  const waiting = kept;
  kept = [];
  waiting.forEach(next);
}

/** No error reporting on this page: nothing is kept. */
export function reportNowhere(): void {
  sink = () => {};
  kept = [];
  onKept = null;
}

const keepUncaught = (event: ErrorEvent | PromiseRejectionEvent) => {
  if (!sink) reportError('reason' in event ? event.reason : (event.error ?? event.message));
};

/** Keeps what is thrown before the SDK's own handlers are in place. */
export function keepUncaughtErrors(): () => void {
  window.addEventListener('error', keepUncaught);
  window.addEventListener('unhandledrejection', keepUncaught);
  return () => {
    window.removeEventListener('error', keepUncaught);
    window.removeEventListener('unhandledrejection', keepUncaught);
  };
}
