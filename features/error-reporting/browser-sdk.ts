// The browser's SDK is @sentry/browser, the one @sentry/nextjs runs on: its own browser entry adds only
// router tracing, which we leave off, and it imports Next's internals, which made the bundler move them
// into a chunk of their own on every page (docs/decisions/0019).
import * as Sentry from '@sentry/browser';
import { reportTo } from './report-error';
import { reportOptions, type ErrorReportingConfig } from './report-options';

let started = false;

/** Starts the SDK in the browser (loaded as a chunk of its own) and hands it the errors kept so far. */
export function startBrowserReporting(config: ErrorReportingConfig): void {
  if (started) return;
  started = true;
  Sentry.init({
    ...reportOptions(config),
    // Next's redirect() and notFound() travel as errors; they are answers, not failures.
    ignoreErrors: [/^NEXT_(?:REDIRECT|NOT_FOUND|HTTP_ERROR_FALLBACK)\b/],
  });
  reportTo((error) => Sentry.captureException(error));
}
