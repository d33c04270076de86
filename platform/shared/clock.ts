// No 'server-only': a plain source of the current time, passed in so tests can fix "today".
import { VENUE_TIME_ZONE } from './format';

/** The current time. Code that depends on "today" takes one, defaulting to the system's. */
export type Clock = () => Date;

// SITE_CLOCK stops the site's clock at one moment (a UTC time, checked with the settings at start): a
// demo of the venue as on a given day, and screenshots that stay the same from day to day. Read once, on
// the server; a browser bundle has no such variable and keeps real time.
const FIXED_TIME = typeof process === 'undefined' ? Number.NaN : Date.parse(process.env.SITE_CLOCK ?? '');

export const systemClock: Clock = () => new Date(Number.isNaN(FIXED_TIME) ? Date.now() : FIXED_TIME);

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
