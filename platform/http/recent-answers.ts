import 'server-only';
import { LRUCache } from 'lru-cache';
import type { SharedCopy } from './shared-answers';
import type { SendOutcome } from './transport';

export interface RecentAnswersOptions {
  /** How long a copy is fresh: the client's cache lifetime (CONTENT_CACHE_SECONDS). */
  ttlMs: number;
  now: () => number;
  /** How many answers are kept at most: the client cache's count (spec §7: 500). */
  maxEntries: number;
  /** Characters of answer text kept in all; the least recently read go first. */
  maxChars?: number;
}

/**
 * What the services said lately, as they said it, by address and headers (`sharedKey`). The client's
 * cache keeps parsed values per schema, and the proxy and the pages are bundles of their own, each with
 * its own schema objects: without this, a page the proxy had just checked asked the service again for
 * the same answer. A caller with another schema now reads the kept text, or what the caller asking
 * right now hears, with its own.
 */
/** What one ask heard: the transport's outcome, and when a copy read from Redis was stored. */
export interface Heard {
  outcome: SendOutcome;
  storedAt?: number;
}

export class RecentAnswers {
  private readonly copies: LRUCache<string, SharedCopy>;
  private readonly asking = new Map<string, Promise<Heard | null>>();

  constructor(private readonly options: RecentAnswersOptions) {
    this.copies = new LRUCache<string, SharedCopy>({
      max: options.maxEntries,
      maxSize: options.maxChars ?? 16 * 1024 * 1024,
      sizeCalculation: (copy) => Math.max(1, copy.text.length),
    });
  }

  /** The answer kept for `key` while it is fresh. */
  get(key: string): SharedCopy | null {
    const copy = this.copies.get(key);
    if (!copy) return null;
    if (this.options.now() - copy.storedAt < this.options.ttlMs) return copy;
    this.copies.delete(key);
    return null;
  }

  /**
   * What a reader with another schema is asking for right now heard, once it has (a failure too: the
   * waiter reads it as its own; null when that reader was told another instance is asking); null when
   * nobody is asking.
   */
  asked(key: string): Promise<Heard | null> | null {
    return this.asking.get(key) ?? null;
  }

  /**
   * Says a reader is asking for `key`. It must call what this returns when its ask ends, with what it
   * heard, and `keep` when that is content or an absence, kept for the cache time.
   */
  startAsking(key: string): (heard: Heard | null, keep: boolean) => void {
    let settle: (heard: Heard | null) => void = () => {};
    const asked = new Promise<Heard | null>((resolve) => {
      settle = resolve;
    });
    this.asking.set(key, asked);
    return (heard, keep) => {
      if (this.asking.get(key) === asked) this.asking.delete(key);
      if (keep && heard?.outcome.kind === 'answered') {
        const { status, text } = heard.outcome;
        this.copies.set(key, { status, text, storedAt: heard.storedAt ?? this.options.now() });
      }
      settle(heard);
    };
  }

  clear(): void {
    this.copies.clear();
  }
}
