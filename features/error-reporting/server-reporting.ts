import 'server-only';
import type { Instrumentation } from 'next';
import { errorReportingConfig } from './error-reporting-settings';
import { reportOptions } from './report-options';

type Sdk = typeof import('@sentry/nextjs');
let sdk: Sdk | null = null;

/** Starts error reporting on the server when SENTRY_DSN is set; the SDK is not even loaded otherwise. */
export async function startServerReporting(): Promise<void> {
  const config = errorReportingConfig();
  if (!config) {
    if (process.env.NEXT_PHASE !== 'phase-production-build') console.info('Sentry not configured');
    return;
  }
  const loaded = await import('@sentry/nextjs');
  loaded.init({
    ...reportOptions(config),
    // Errors only: no OpenTelemetry and no request instrumentation, which cost every request (a cached
    // page included) its spans and scopes while tracing is off. Next hands us each failed request itself.
    skipOpenTelemetrySetup: true,
    defaultIntegrations: false,
    integrations: [
      loaded.eventFiltersIntegration(),
      loaded.dedupeIntegration(),
      loaded.linkedErrorsIntegration(),
      loaded.onUncaughtExceptionIntegration(),
      loaded.onUnhandledRejectionIntegration(),
    ],
  });
  sdk = loaded;
}

/** Next's hook for an error in a page, a route handler, an action or the proxy. */
export const reportRequestError: Instrumentation.onRequestError = (error, request, context) => {
  if (!sdk) return;
  try {
    sdk.captureRequestError(error, request, context);
  } catch (failure) {
    console.error('Function failed: error report not sent', failure);
  }
};
