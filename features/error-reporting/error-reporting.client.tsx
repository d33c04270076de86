'use client';
import { useEffect } from 'react';
import { keepUncaughtErrors, reportNowhere, whenErrorKept } from './report-error';
import type { ErrorReportingConfig } from './report-options';

// From the first script run on, so an error thrown while the page hydrates is kept for the SDK.
const stopKeeping = typeof window === 'undefined' ? () => {} : keepUncaughtErrors();

/**
 * Error reporting in the browser: with a DSN, the SDK is loaded when the page has its first error to
 * report (as the SDK's own lazy loader does), so a page that runs cleanly never spends a phone's main
 * thread on it; without a DSN, nothing is loaded or sent.
 */
export function ErrorReporting({ config }: { config: ErrorReportingConfig | null }) {
  useEffect(() => {
    if (!config) {
      stopKeeping();
      reportNowhere();
      return;
    }
    const load = () =>
      import('./browser-sdk')
        .then(({ startBrowserReporting }) => {
          startBrowserReporting(config);
          stopKeeping();
        })
        .catch((error: unknown) => console.warn('Function failed: error reporting did not load', error));
    whenErrorKept(() => void load());
  }, [config]);
  return null;
}
