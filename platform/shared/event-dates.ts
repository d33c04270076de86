// No 'server-only': cards show event dates and are drawn wherever an ArticleSummary is.
import { parseContentDate, utcDay } from './content-date';
import { isRecord } from './is-record';

/** The days an event runs, as calendar days YYYY-MM-DD; `end` only for a meeting of several days. */
export interface EventDates {
  start: string;
  end: string | null;
}

const ISO_DATE = /^\s*(\d{4})-(\d{2})-(\d{2})(?:\s*$|T)/;

// Midnight UTC of the content's `D/M/YYYY` or of an ISO date; undefined for an impossible day.
function eventDay(raw: string): number | undefined {
  const iso = ISO_DATE.exec(raw);
  return iso ? utcDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : parseContentDate(raw);
}

/** An event date as YYYY-MM-DD; null for anything else, or an impossible date such as 31/2/2031. */
export function eventDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = eventDay(value);
  return day === undefined ? null : new Date(day).toISOString().slice(0, 10);
}

// 'event-card', 'eventCard' and 'EVENT_CARD' all name the same block.
const isEventCard = (block: unknown): block is Record<string, unknown> =>
  isRecord(block) &&
  typeof block.customContentType === 'string' &&
  block.customContentType.toLowerCase().replace(/[^a-z]/g, '') === 'eventcard';

/** An article's first event-card block, as the content gives it: what a fixture's card is drawn from. */
export function eventCardBlockOf(blocks: unknown): Record<string, unknown> | null {
  return (Array.isArray(blocks) ? blocks.find(isEventCard) : undefined) ?? null;
}

/**
 * The days of the event an article describes, from its first event-card block (its
 * date_string, or eventDate_string), and endDate_string when the meeting runs over several days
 * (docs/decisions/0022). Null when the article has no event card or its date cannot be read; an end
 * before the start, or on it, is no range.
 */
export function eventDatesOf(blocks: unknown): EventDates | null {
  const card = eventCardBlockOf(blocks);
  const content = card && isRecord(card.customContent) ? card.customContent : null;
  if (!content) return null;
  const start = eventDate(content.date_string) ?? eventDate(content.eventDate_string);
  if (!start) return null;
  const end = eventDate(content.endDate_string);
  return { start, end: end !== null && end > start ? end : null };
}

// Event days are calendar days (midnight UTC), so they are formatted in UTC to stay the same day.
const eventDayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Dates as en-AU, day and short month: "13 Dec", or a meeting's days "16–20 Dec" ("30 Dec 2026 –
 * 2 Jan 2027" across a new year, thin spaces around the dash, where the years keep it unambiguous).
 */
export function eventDaysLabel(event: EventDates): string {
  const start = new Date(`${event.start}T00:00:00Z`);
  if (!event.end) return eventDayFormat.format(start);
  return eventDayFormat.formatRange(start, new Date(`${event.end}T00:00:00Z`));
}
