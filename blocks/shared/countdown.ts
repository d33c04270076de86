// The countdown's pure parts: reading the target, splitting what is left.
import { parseContentDate, parseContentTime } from '@/platform/shared/content-date';

/**
 * The countdown's target in ms since the epoch, from `countdownTimerDate_string` (day/month/year) and
 * `countdownTimerTime_string` (hour:minute), both UTC. Both are needed; without either, or
 * with an impossible date or time (31/02, 25:99), there is no countdown.
 */
export function parseCountdownTarget(
  date: string | null | undefined,
  time: string | null | undefined,
): number | undefined {
  const day = parseContentDate(date);
  const clock = parseContentTime(time);
  return day === undefined || clock === undefined ? undefined : day + clock;
}

export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once the target is reached. */
  totalSeconds: number;
}

/**
 * What is left until the target, never negative. Part seconds round up, so the display reaches 00 exactly
 * when the target does.
 */
export function remainingParts(targetMs: number, nowMs: number): RemainingParts {
  const totalSeconds = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The target in words, for the timer's accessible name ("Countdown to 16 June 2026, 13:30 UTC").
 * Spelled out by hand rather than with Intl, so the server and every browser agree on it and
 * hydration never sees a different label.
 */
export function countdownLabel(targetMs: number): string {
  const at = new Date(targetMs);
  const time = `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
  return `Countdown to ${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${time} UTC`;
}

/** A countdown unit as at least two digits. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The name of the DOM event the countdown fires on its element at zero. */
export const countdownEndEvent = 'countdown:end';

// The countdown ticks every 1000 ms.
export const countdownTickMs = 1000;
