import 'server-only';

export interface AbsenceGuardOptions {
  /** How long a thing that was there must keep answering "not found" before it counts as gone. */
  graceMs?: number;
  /** The window over which re-asked things are counted to tell a flood from an editor's deletions. */
  windowMs?: number;
  /** Flips in the window below which there is no flood. */
  minFlips?: number;
  /** Share of re-asked good things that flipped to "not found", at or above which it is a flood. */
  floodShare?: number;
  now: () => number;
}

interface Sample {
  at: number;
  flipped: boolean;
}

// Enough samples to judge a window's share; older ones go first.
const MAX_SAMPLES = 10_000;

/**
 * Decides when a "not found" may replace a good answer. An editor's unpublished article answers 404 for
 * good; a broken content service can answer 404 for everything. So a flip from good to absent is held
 * (the good copy is served) for a grace period, and held for as long as a flood lasts: most of the
 * things re-asked in the window flipping at once is a fault, not an editor.
 */
export class AbsenceGuard {
  private readonly graceMs: number;
  private readonly windowMs: number;
  private readonly minFlips: number;
  private readonly floodShare: number;
  private readonly now: () => number;
  private readonly firstFlipAt = new Map<string, number>();
  private samples: Sample[] = [];

  constructor(options: AbsenceGuardOptions) {
    this.graceMs = options.graceMs ?? 60_000;
    this.windowMs = options.windowMs ?? 120_000;
    this.minFlips = options.minFlips ?? 5;
    this.floodShare = options.floodShare ?? 0.5;
    this.now = options.now;
  }

  /** A thing that was good answered good again. */
  kept(key: string): void {
    this.firstFlipAt.delete(key);
    this.record(false);
  }

  /** A thing that was good answered "not found": true when that answer may now replace the good one. */
  flipped(key: string): boolean {
    const now = this.now();
    this.record(true);
    const since = this.firstFlipAt.get(key);
    if (since === undefined) {
      if (this.firstFlipAt.size >= MAX_SAMPLES) this.firstFlipAt.clear();
      this.firstFlipAt.set(key, now);
      return this.graceMs <= 0 && !this.flooding();
    }
    if (now - since < this.graceMs || this.flooding()) return false;
    this.firstFlipAt.delete(key);
    return true;
  }

  /** True while most of the good things asked again lately have answered "not found". */
  flooding(): boolean {
    this.prune();
    const flips = this.samples.filter((sample) => sample.flipped).length;
    return flips >= this.minFlips && flips / this.samples.length >= this.floodShare;
  }

  private record(flipped: boolean): void {
    this.samples.push({ at: this.now(), flipped });
    if (this.samples.length > MAX_SAMPLES) this.samples = this.samples.slice(-MAX_SAMPLES / 2);
  }

  private prune(): void {
    const oldest = this.now() - this.windowMs;
    const first = this.samples.findIndex((sample) => sample.at > oldest);
    if (first === -1) this.samples = [];
    else if (first > 0) this.samples = this.samples.slice(first);
  }
}
