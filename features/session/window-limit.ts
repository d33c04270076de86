import 'server-only';
import { LRUCache } from 'lru-cache';

/**
 * Counts per key in a fixed window that starts at the key's first count (per process: behind several
 * instances each keeps its own count, which only makes the limit looser). A call counts one for the key
 * and answers null, or, when the key has had `limit()` in its window, counts nothing and answers the
 * seconds until the window ends.
 */
export function createWindowLimit({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: () => number;
  windowMs: number;
  now?: () => number;
}): (key: string) => number | null {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: 50_000 });
  return (key) => {
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
