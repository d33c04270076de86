import * as Sentry from '@sentry/nextjs';
import { reportTo } from './report-error';
import { reportOptions, type ErrorReportingConfig } from './report-options';

let started = false;

/** Starts the SDK in the browser (loaded as a chunk of its own) and hands it the errors kept so far. */
export function startBrowserReporting(config: ErrorReportingConfig): void {
  if (started) return;
  started = true;
  Sentry.init(reportOptions(config));
  reportTo((error) => Sentry.captureException(error));
}
