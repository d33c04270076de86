import { LRUCache } from 'lru-cache';

type Call<T extends object> = () => Promise<T>;

/**
 * One call per key at a time: a second caller with the same key gets the first one's promise (lru-cache's
 * fetch). A settled answer is kept for `keepMs` so a request that left the browser with the old cookies
 * just before the new ones arrived is answered with the same result, not a second spend of a spent token;
 * a failed call is not kept. Past that, a browser that never received any answer carrying the new cookies
 * (every one aborted) holds a spent refresh token, and its next request is signed out: the page's own
 * document answer carries the same cookies, so it takes every answer of a refresh being cut short.
 *
 * Per process: across instances sharing a Redis, a refresh token is spent once through shared-refresh.ts.
 */
export class SingleFlight<T extends object> {
  private readonly flights: LRUCache<string, T, Call<T>>;

  constructor(keepMs = 10_000, now: () => number = () => Date.now()) {
    this.flights = new LRUCache<string, T, Call<T>>({
      max: 10_000,
      ttl: keepMs,
      perf: { now },
      ttlResolution: 0,
      fetchMethod: (_key, _stale, { context }) => context(),
      ignoreFetchAbort: true,
    });
  }

  async run(key: string, call: Call<T>): Promise<T> {
    const value = await this.flights.fetch(key, { context: call });
    if (value === undefined) throw new Error('The call gave no answer');
    return value;
  }

  get size(): number {
    return this.flights.size;
  }
}
