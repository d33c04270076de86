// No 'server-only': pure ordering of what lists show.
import type { EventDates } from './event-dates';

interface WithEvent {
  event: EventDates | null;
}

/** The last day an event runs: a meeting stays upcoming until its final day is over. */
const lastDay = (event: EventDates) => event.end ?? event.start;

/** A fixture list: something to show, and every item an event with a date. */
export function isFixtureList(items: readonly WithEvent[]): boolean {
  return items.length > 0 && items.every((item) => item.event !== null);
}

/**
 * A fixture list as a racegoer reads it (docs/decisions/0022): meetings still to come or running today,
 * soonest first; meetings that are over are left out, since every card's next step (tickets, the day's
 * programme) has passed. When nothing is still to come (the close season) the past meetings show,
 * latest first, rather than an empty list. `today` is the venue's day, YYYY-MM-DD.
 * A list that is not a fixture list keeps the service's order (relevance, an editor's choice).
 */
export function orderFixtures<T extends WithEvent>(items: readonly T[], today: string): T[] {
  if (!isFixtureList(items)) return [...items];
  const dated = items.map((item, position) => ({ item, event: item.event as EventDates, position }));
  // On the same first day a whole meeting comes before its single days; otherwise equal days keep the
  // service's order, so the same list renders the same way twice.
  const upcoming = dated
    .filter(({ event }) => lastDay(event) >= today)
    .sort(
      (a, b) =>
        a.event.start.localeCompare(b.event.start) ||
        lastDay(b.event).localeCompare(lastDay(a.event)) ||
        a.position - b.position,
    );
  if (upcoming.length > 0) return upcoming.map(({ item }) => item);
  return dated
    .sort((a, b) => b.event.start.localeCompare(a.event.start) || a.position - b.position)
    .map(({ item }) => item);
}
