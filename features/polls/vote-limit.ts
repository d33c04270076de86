import 'server-only';
import { LRUCache } from 'lru-cache';
import { getSettings } from '@/platform/settings';

/** How many votes one voter (a fan, or a device's anonymous identity) may send in a window. */
export const VOTES_PER_WINDOW = 10;
export const VOTE_WINDOW_MS = 60_000;
/**
 * Votes from one client address in ten minutes are limited (VOTES_PER_ADDRESS, default 120), whatever
 * identities they carry: a new device id (and so a new anonymous identity) costs a client nothing, its
 * address does. Many fans behind one address (a venue's Wi-Fi, a mobile network's shared address) share
 * it, so the default is a crowd's share, not one person's.
 */
export const ADDRESS_WINDOW_MS = 10 * 60_000;

/**
 * Votes per key in a fixed window (per process: behind several instances each keeps its own count, which
 * only makes the limit looser). Answers the seconds to wait when the key is over the limit.
 */
export function createVoteLimit(
  now: () => number = Date.now,
  {
    limit = () => VOTES_PER_WINDOW,
    windowMs = VOTE_WINDOW_MS,
  }: { limit?: () => number; windowMs?: number } = {},
) {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: 50_000 });
  return (key: string): number | null => {
    const time = now();
    const current = windows.get(key);
    if (!current || time - current.start >= windowMs) {
      windows.set(key, { start: time, count: 1 });
      return null;
    }
    if (current.count >= limit()) return Math.ceil((current.start + windowMs - time) / 1000);
    current.count += 1;
    return null;
  };
}

/** Keyed by the voter's identity at the poll service. */
export const voteLimit = createVoteLimit();
/** Keyed by the client's address. */
export const addressVoteLimit = createVoteLimit(Date.now, {
  limit: () => getSettings().votesPerAddress,
  windowMs: ADDRESS_WINDOW_MS,
});
