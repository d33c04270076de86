import 'server-only';
import { getSettings, type Settings } from '@/platform/settings';
import type { ErrorReportingConfig } from './report-options';

/**
 * Error reporting as the page tells the browser: null without SENTRY_DSN, and null while `next build`
 * prerenders, so a build never carries a DSN and one build serves whatever is configured at start
 * (a page prerendered by the build gets it at its first regeneration).
 */
export function errorReportingConfig(
  settings: Settings = getSettings(),
  phase = process.env.NEXT_PHASE,
): ErrorReportingConfig | null {
  const dsn = settings.thirdParty.sentryDsn;
  if (!dsn || phase === 'phase-production-build') return null;
  return { dsn, environment: settings.platformEnv };
}
