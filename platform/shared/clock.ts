// No 'server-only': a plain source of the current time, passed in so tests can fix "today".
import { VENUE_TIME_ZONE } from './format';

/** The current time. Code that depends on "today" takes one, defaulting to the system's. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

// en-CA writes dates as YYYY-MM-DD, the form event dates are compared in.
const venueDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: VENUE_TIME_ZONE,
});

/** Today at the venue as YYYY-MM-DD: a racegoer's "today" is the racecourse's, wherever the server runs. */
export function venueToday(clock: Clock = systemClock): string {
  return venueDay.format(clock());
}
