import type { Breadcrumb, ErrorEvent } from '@sentry/nextjs';
import { cappedText, scrubValue } from '@/shared/scrub.mjs';

/**
 * An error report as it may leave: tokens, cookies, sign-in codes and personal data scrubbed from every
 * field a report carries, messages capped at 250 characters, no user and no cookies.
 */
export function scrubReport(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  if (event.message !== undefined) scrubbed.message = cappedText(event.message);
  if (event.logentry) {
    scrubbed.logentry = { ...event.logentry, message: cappedText(event.logentry.message) };
    delete scrubbed.logentry.params;
  }
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => ({ ...value, value: cappedText(value.value) })),
    };
  }
  if (event.request) {
    const { cookies: _cookies, data: _data, ...request } = event.request;
    scrubbed.request = scrubValue(request);
  }
  if (event.breadcrumbs) {
    scrubbed.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb) ?? crumb);
  }
  for (const field of ['extra', 'tags', 'contexts', 'transaction', 'server_name'] as const) {
    if (event[field] !== undefined) Object.assign(scrubbed, { [field]: scrubValue(event[field], 6) });
  }
  delete scrubbed.user;
  return scrubbed;
}

/** A breadcrumb (a console line, a fetch, a navigation) with the same scrubbing and cap. */
export function scrubBreadcrumb(crumb: Breadcrumb): Breadcrumb | null {
  const scrubbed: Breadcrumb = { ...crumb };
  if (crumb.message !== undefined) scrubbed.message = cappedText(crumb.message);
  if (crumb.data) scrubbed.data = scrubValue(crumb.data, 4);
  return scrubbed;
}
