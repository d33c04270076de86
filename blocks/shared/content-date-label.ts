import { isWrittenAsContentDate, parseContentDate } from '@/platform/shared/content-date';
import { eventDate, eventDaysLabel } from '@/platform/shared/event-dates';
import { formatDate } from '@/platform/shared/format';

/**
 * A content date `D/M/YYYY` (UTC) as the site shows dates ("5 Jun"); undefined for a day that does not
 * exist (31/2), which counts as no date. Other text, such as 'TBC', is shown as the editor wrote it.
 */
export function contentDateLabel(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const day = parseContentDate(value);
  if (day !== undefined) return formatDate(day, 'UTC');
  return isWrittenAsContentDate(value) ? undefined : value;
}

/**
 * An event card's days: the start date's label, or "16–20 Dec" when an end date after it is given
 * (endDate_string, docs/decisions/0022). Text that is no date is shown as the editor wrote it.
 */
export function eventDaysText(start: string | undefined, end: string | undefined): string | undefined {
  const startDay = eventDate(start);
  const endDay = eventDate(end);
  if (startDay && endDay && endDay > startDay) return eventDaysLabel({ start: startDay, end: endDay });
  return contentDateLabel(start);
}
