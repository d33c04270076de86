import type { Instrumentation } from 'next';

// Runs once when the server starts: a missing or invalid setting stops it with one line naming it; then
// error reporting starts (only with SENTRY_DSN), /readyz gets its check (docs/operations.md), and with
// REDIS_URL this instance connects to the content answers the instances share and hears content changes
// announced by any other (docs/deploy.md).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateSettingsOrExit } = await import('./platform/settings');
    validateSettingsOrExit();
    const { startServerReporting } = await import('./features/error-reporting/server-reporting');
    await startServerReporting();
    const { contentReadinessCheck } = await import('./platform/readiness');
    const { provideReadinessCheck } = await import('./shared/readiness.mjs');
    provideReadinessCheck(contentReadinessCheck());
    const { sharedAnswers } = await import('./platform/http/shared-redis');
    sharedAnswers();
    const { listenForContentChanges } = await import('./platform/http/content-changes');
    await listenForContentChanges();
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./features/error-reporting/server-reporting');
  return reportRequestError(...args);
};
