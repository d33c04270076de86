/**
 * One call per key at a time: a second caller with the same key gets the first one's promise.
 * A settled answer is kept for `keepMs` so a request that left the browser with the old cookies just
 * before the new ones arrived is answered with the same result, not a second spend of a spent token.
 * Past that, a browser that never received any answer carrying the new cookies (every one aborted) holds
 * a spent refresh token, and its next request is signed out: the page's own document answer carries the
 * same cookies, so it takes every answer of a refresh being cut short.
 */
export class SingleFlight<T> {
  private readonly flights = new Map<string, { promise: Promise<T>; settledAt: number | null }>();

  constructor(
    private readonly keepMs = 10_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  run(key: string, call: () => Promise<T>): Promise<T> {
    this.sweep();
    const existing = this.flights.get(key);
    if (existing) return existing.promise;
    const entry: { promise: Promise<T>; settledAt: number | null } = { promise: call(), settledAt: null };
    this.flights.set(key, entry);
    entry.promise.then(
      () => {
        entry.settledAt = this.now();
      },
      () => {
        this.flights.delete(key);
      },
    );
    return entry.promise;
  }

  get size(): number {
    return this.flights.size;
  }

  private sweep(): void {
    const cutoff = this.now() - this.keepMs;
    for (const [key, entry] of this.flights) {
      if (entry.settledAt !== null && entry.settledAt <= cutoff) this.flights.delete(key);
    }
  }
}
