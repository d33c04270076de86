// Relative dates keep a content pack from going stale: `@now+3d` is always three days away.
// They resolve once, when the pack loads.

const FORM = /^@(now|date|time)(?:([+-])(\d+)([smhdw]))?(?::(mon|tue|wed|thu|fri|sat|sun))?$/;
const LOOKS_RELATIVE = /^@(now|date|time)(?![A-Za-z0-9_])/;

// Sunday first, as Date.getUTCDay counts.
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const UNIT_MS: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

export class RelativeDateError extends Error {}

/** Resolves one string; other strings (a Twitter handle "@furlong", say) pass through unchanged. */
export function resolveRelativeDate(value: string, now: Date): string {
  const match = FORM.exec(value);
  if (!match) {
    if (LOOKS_RELATIVE.test(value)) {
      throw new RelativeDateError(
        `unrecognised relative date "${value}" (forms: @now, @now+3d, @now-2h, @date+20d, @date+10d:sat, @time+30m; units s m h d w)`,
      );
    }
    return value;
  }
  const [, kind, sign, amount, unit, weekday] = match;
  if (weekday && kind === 'time') {
    throw new RelativeDateError(
      `a time of day has no weekday: "${value}" (use @now or @date with :${weekday})`,
    );
  }
  const offset = amount && unit ? Number(amount) * (UNIT_MS[unit] ?? 0) * (sign === '-' ? -1 : 1) : 0;
  const at = new Date(now.getTime() + offset);
  if (weekday) {
    // Moved to that weekday away from now: later for a date ahead, earlier for a date behind, so a
    // fixture in the future stays in the future and one in the past stays past. Days of a meeting written
    // one day and one weekday apart (@date+20d:tue, @date+21d:wed) stay one day apart.
    const days = (WEEKDAYS.indexOf(weekday) - at.getUTCDay() + 7) % 7;
    at.setUTCDate(at.getUTCDate() + (sign === '-' ? (days === 0 ? 0 : days - 7) : days));
  }
  if (kind === 'date') return `${at.getUTCDate()}/${at.getUTCMonth() + 1}/${at.getUTCFullYear()}`;
  // spec: countdown time is hour:minute, treated as UTC
  if (kind === 'time') return `${at.getUTCHours()}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return at.toISOString();
}

export interface RelativeDateProblem {
  path: (string | number)[];
  message: string;
}

/** Returns a copy of a parsed JSON value with every relative date resolved, and the strings it could not read. */
export function resolveRelativeDates(
  value: unknown,
  now: Date,
  problems: RelativeDateProblem[] = [],
  path: (string | number)[] = [],
): unknown {
  if (typeof value === 'string') {
    try {
      return resolveRelativeDate(value, now);
    } catch (error) {
      if (!(error instanceof RelativeDateError)) throw error;
      problems.push({ path, message: error.message });
      return value;
    }
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => resolveRelativeDates(item, now, problems, [...path, index]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        resolveRelativeDates(item, now, problems, [...path, key]),
      ]),
    );
  }
  return value;
}
