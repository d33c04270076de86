import 'server-only';
import { LRUCache } from 'lru-cache';

/** A good answer kept for stale-if-error: a value, or the upstream's word that there is no such thing. */
export type KeptAnswer =
  { kind: 'ok'; value: unknown } | { kind: 'absent'; path: string; status: number | null };

interface Kept {
  answer: KeptAnswer;
  storedAt: number;
  bytes: number;
}

export interface LastGoodOptions {
  /** How long a copy may be served after it was stored (CONTENT_STALE_SECONDS, at least a day). */
  maxAgeMs: number;
  /** Bytes of response text the good values may hold (CONTENT_STALE_BYTES). */
  maxBytes: number;
  /** How many "known absent" answers are kept; small each, so counted rather than sized. */
  maxAbsent?: number;
  now: () => number;
}

// An entry's key and bookkeeping cost memory beside its text.
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The last good answer for each request, kept apart from the 30 s request cache so that neither a burst
 * of new requests nor an outage can push a page's copy out. Values and absences live in separate LRUs:
 * a flood of requests for unknown paths (each one an absence) can only evict other absences.
 */
export class LastGoodStore {
  private readonly values: LRUCache<string, Kept>;
  private readonly absences: LRUCache<string, Kept>;

  constructor(private readonly options: LastGoodOptions) {
    this.values = new LRUCache<string, Kept>({
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (kept) => kept.bytes + ENTRY_OVERHEAD_BYTES,
    });
    this.absences = new LRUCache<string, Kept>({ max: options.maxAbsent ?? 50_000 });
  }

  /** The kept answer, if it is young enough to serve. */
  get(key: string): KeptAnswer | null {
    const kept = this.values.get(key) ?? this.absences.get(key);
    if (!kept) return null;
    if (this.options.now() - kept.storedAt >= this.options.maxAgeMs) return null;
    return kept.answer;
  }

  /** Keeps a good answer in place of the previous one; `bytes` is the size of its response text. */
  set(key: string, answer: KeptAnswer, bytes: number): void {
    if (this.options.maxAgeMs <= 0) return;
    const kept = { answer, storedAt: this.options.now(), bytes };
    if (answer.kind === 'ok') {
      this.absences.delete(key);
      this.values.set(key, kept);
    } else {
      this.values.delete(key);
      this.absences.set(key, kept);
    }
  }

  clear(): void {
    this.values.clear();
    this.absences.clear();
  }

  /** For the resilience report: how much is kept. */
  stats(): { values: number; valueBytes: number; absences: number } {
    return { values: this.values.size, valueBytes: this.values.calculatedSize, absences: this.absences.size };
  }
}
