'use client';
import { useEffect } from 'react';
import { whenIdle } from '@/ui/hooks/when-idle';
import { keepUncaughtErrors, reportNowhere } from './report-error';
import type { ErrorReportingConfig } from './report-options';

// From the first script run on, so an error thrown while the page hydrates is kept for the SDK.
const stopKeeping = typeof window === 'undefined' ? () => {} : keepUncaughtErrors();

/**
 * Error reporting in the browser: with a DSN, the SDK is loaded once the page has hydrated and the
 * browser is idle, so it never joins first-load JavaScript; without one, nothing is loaded or sent.
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
    whenIdle(() => void load());
  }, [config]);
  return null;
}
