// No 'server-only': plain formatting, tested on its own.

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/**
 * The raceday's date and time as the hero shows them ('Saturday 29 November · 13:30'), from the
 * countdown's target: the editor's date and time, both UTC.
 */
export function racedayDateLine(targetMs: number): string {
  const at = new Date(targetMs);
  return `${DAY.format(at)} · ${TIME.format(at)}`;
}
