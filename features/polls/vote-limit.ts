import 'server-only';
import { LRUCache } from 'lru-cache';

/** How many votes one device may send in a window; a person voting never comes near it. */
export const VOTES_PER_WINDOW = 10;
export const VOTE_WINDOW_MS = 60_000;

/**
 * Votes per device in a fixed window (per process: behind several instances each keeps its own count,
 * which only makes the limit looser). Answers the seconds to wait when the device is over the limit.
 */
export function createVoteLimit(now: () => number = Date.now) {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: 50_000 });
  return (deviceId: string): number | null => {
    const time = now();
    const current = windows.get(deviceId);
    if (!current || time - current.start >= VOTE_WINDOW_MS) {
      windows.set(deviceId, { start: time, count: 1 });
      return null;
    }
    if (current.count >= VOTES_PER_WINDOW) return Math.ceil((current.start + VOTE_WINDOW_MS - time) / 1000);
    current.count += 1;
    return null;
  };
}

export const voteLimit = createVoteLimit();
