import 'server-only';

/**
 * Which upstream origins are failing or slow just now. While one is, a request that has a last good
 * copy answers from it at once and refreshes it in the background, so a slow service costs a page
 * one wait, not one per lookup.
 */
export type HealthLog = (message: string) => void;

export class OriginHealth {
  private readonly degradedUntil = new Map<string, number>();

  constructor(
    private readonly degradedForMs: number,
    private readonly now: () => number,
    private readonly log: HealthLog = () => {},
  ) {}

  isDegraded(origin: string): boolean {
    const until = this.degradedUntil.get(origin);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.degradedUntil.delete(origin);
    this.log(`${origin} answering again`);
    return false;
  }

  /** A failure or a slow answer: the origin counts as degraded for a while. */
  degrade(origin: string, why: string): void {
    if (!this.degradedUntil.has(origin)) {
      this.log(`${origin} ${why}: serving last good copies while it recovers`);
    }
    this.degradedUntil.set(origin, this.now() + this.degradedForMs);
  }
}
