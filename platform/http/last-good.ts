import 'server-only';
import { LRUCache } from 'lru-cache';

/**
 * A good answer kept for stale-if-error, as the service sent it: its text, read again with the caller's
 * own schema when it is served (the proxy and the pages are bundles of their own, each with its own
 * schema objects, so one copy serves both); or the service's word that there is no such thing.
 */
export type KeptAnswer =
  { kind: 'ok'; status: number; text: string } | { kind: 'absent'; status: number | null };

/**
 * Which store keeps an answer: `page` for what pages are made of, `one-off` for answers few ask for
 * again (a visitor's search, a chosen filter, a first-time "not found"), so a flood of one-off answers
 * never pushes out the pages' copies.
 */
export type Keeping = 'page' | 'one-off';

interface Kept {
  status: number | null;
  /** UTF-8, outside V8's heap; null for "known absent". */
  body: Buffer | null;
  storedAt: number;
}

export interface LastGoodOptions {
  /** How long a copy may be served after it was stored (CONTENT_STALE_SECONDS, at least a day). */
  maxAgeMs: number;
  /** Bytes the pages' copies may hold, their texts and keys (CONTENT_STALE_MB). */
  maxBytes: number;
  /** Bytes the one-off answers may hold, absences included; a flood of them evicts only these. */
  oneOffBytes?: number;
  now: () => number;
}

/** An entry's key and bookkeeping, measured beside its text: about what lru-cache and the key cost. */
export const ENTRY_OVERHEAD_BYTES = 256;

const sizeOf = (kept: Kept, key: string) => (kept.body?.length ?? 0) + key.length + ENTRY_OVERHEAD_BYTES;

function store(maxBytes: number): LRUCache<string, Kept> {
  return new LRUCache<string, Kept>({ maxSize: Math.max(1, maxBytes), sizeCalculation: sizeOf });
}

/**
 * The last good answer for each request (its address and headers), kept apart from the 30 s request
 * cache so that neither a burst of new requests nor an outage can push a page's copy out. Two
 * segments, each bounded by bytes and evicting only its own least recently used: the pages' copies,
 * and one-off answers (a flood of unique searches or of unknown paths is a flood of these).
 */
export class LastGoodStore {
  private readonly pages: LRUCache<string, Kept>;
  private readonly oneOff: LRUCache<string, Kept>;

  constructor(private readonly options: LastGoodOptions) {
    this.pages = store(options.maxBytes);
    this.oneOff = store(options.oneOffBytes ?? 8 * 1024 * 1024);
  }

  /** The kept answer, if it is young enough to serve. */
  get(key: string): KeptAnswer | null {
    const kept = this.young(key);
    if (!kept) return null;
    if (!kept.body) return { kind: 'absent', status: kept.status };
    return { kind: 'ok', status: kept.status ?? 200, text: kept.body.toString('utf8') };
  }

  /** What kind of copy young enough to serve is kept for `key` (null: none), without reading its text. */
  kindOf(key: string): KeptAnswer['kind'] | null {
    const kept = this.young(key);
    if (!kept) return null;
    return kept.body ? 'ok' : 'absent';
  }

  private young(key: string): Kept | null {
    const kept = this.pages.get(key) ?? this.oneOff.get(key);
    if (!kept || this.options.now() - kept.storedAt >= this.options.maxAgeMs) return null;
    return kept;
  }

  /**
   * Keeps an answer in place of the previous one: with the pages when `keeping` is 'page' or the
   * pages already keep it (a page's copy stays there when a one-off caller asks for the same thing),
   * else with the one-off answers.
   */
  set(key: string, answer: KeptAnswer, keeping: Keeping = 'page'): void {
    if (this.options.maxAgeMs <= 0) return;
    const segment = keeping === 'page' || this.pages.has(key) ? this.pages : this.oneOff;
    const other = segment === this.pages ? this.oneOff : this.pages;
    other.delete(key);
    const body = answer.kind === 'ok' ? Buffer.from(answer.text, 'utf8') : null;
    segment.set(key, { status: answer.status, body, storedAt: this.options.now() });
  }

  clear(): void {
    this.pages.clear();
    this.oneOff.clear();
  }

  /** How many answers are kept, in both segments (for /readyz). */
  get size(): number {
    return this.pages.size + this.oneOff.size;
  }
}
