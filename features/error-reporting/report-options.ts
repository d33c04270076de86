import { scrubBreadcrumb, scrubReport } from './scrub-report';

/** What the browser and the server are told about error reporting: public, the same for every visitor. */
export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
}

/**
 * The options both SDKs start with. Limits: 100 breadcrumbs, 250-character values (and our own
 * cap on messages, which the SDK no longer cuts), 1000 spans per transaction (the SDK's fixed limit).
 * No tracing and no personal data; every report and breadcrumb scrubbed on the way out.
 */
export function reportOptions({ dsn, environment }: ErrorReportingConfig) {
  return {
    dsn,
    environment,
    maxBreadcrumbs: 100,
    maxValueLength: 250,
    sendDefaultPii: false,
    beforeSend: scrubReport,
    beforeBreadcrumb: scrubBreadcrumb,
  };
}
