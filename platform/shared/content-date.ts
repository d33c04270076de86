// No 'server-only': blocks/shared/countdown.ts uses it, and the countdown's browser part imports that
// module. Every content date goes through here.

// Content dates are day/month/year; day and month with or without a leading zero.
const DAY_MONTH_YEAR = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
// Content times (a countdown's) are hour:minute.
const HOUR_MINUTE = /^\s*(\d{1,2}):(\d{2})\s*$/;

/**
 * Midnight UTC of a calendar day, in ms since the epoch; undefined when the day does not exist
 * (31 February, 29 February outside a leap year, month 13, day 0).
 */
export function utcDay(year: number, month: number, day: number): number | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/2 over into March; a day that does not come back unchanged does not exist.
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date.getTime() : undefined;
}

/** True when the text is written as `D/M/YYYY`, whether or not that day exists. */
export function isWrittenAsContentDate(value: string): boolean {
  return DAY_MONTH_YEAR.test(value);
}

/**
 * A content date `D/M/YYYY` (spaces around it allowed) as midnight UTC in ms since the epoch;
 * undefined for other text or a day that does not exist, which callers treat as no date.
 */
export function parseContentDate(value: string | null | undefined): number | undefined {
  const match = value ? DAY_MONTH_YEAR.exec(value) : null;
  if (!match) return undefined;
  return utcDay(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** A content time `H:MM` (UTC) as ms after midnight; undefined for other text or a time past 23:59. */
export function parseContentTime(value: string | null | undefined): number | undefined {
  const match = value ? HOUR_MINUTE.exec(value) : null;
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return (hours * 60 + minutes) * 60_000;
}
