import 'server-only';
import { LRUCache } from 'lru-cache';
import type { SharedCopy } from './shared-answers';
import type { SendOutcome } from './transport';

export interface RecentAnswersOptions {
  /** How long a copy is fresh: the client's cache lifetime (CONTENT_CACHE_SECONDS). */
  ttlMs: number;
  now: () => number;
  /** How many answers are kept at most: the client cache's count (500). */
  maxEntries: number;
  /** Bytes of answer text (UTF-8) kept in all; the least recently read go first. */
  maxBytes?: number;
}

/** What one ask heard: the transport's outcome, and when a copy read from Redis was stored. */
export interface Heard {
  outcome: SendOutcome;
  storedAt?: number;
}

interface Kept {
  status: number;
  /** UTF-8: half the memory of the text as a string when it holds a curly quote or a dash. */
  body: Buffer;
  storedAt: number;
}

/**
 * What the services said lately, as they said it, by address and headers (`sharedKey`). The client's
 * cache keeps parsed values per schema, and the proxy and the pages are bundles of their own, each with
 * its own schema objects: without this, a page the proxy had just checked asked the service again for
 * the same answer. A caller with another schema now reads the kept text, or what the caller asking
 * right now hears, with its own.
 */
export class RecentAnswers {
  private readonly copies: LRUCache<string, Kept>;
  private readonly asking = new Map<string, Promise<Heard | null>>();

  constructor(private readonly options: RecentAnswersOptions) {
    this.copies = new LRUCache<string, Kept>({
      max: options.maxEntries,
      maxSize: options.maxBytes ?? 8 * 1024 * 1024,
      sizeCalculation: (kept) => Math.max(1, kept.body.length),
    });
  }

  /** The answer kept for `key` while it is fresh. */
  get(key: string): SharedCopy | null {
    const kept = this.copies.get(key);
    if (!kept) return null;
    if (this.options.now() - kept.storedAt < this.options.ttlMs) {
      return { status: kept.status, text: kept.body.toString('utf8'), storedAt: kept.storedAt };
    }
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
        const storedAt = heard.storedAt ?? this.options.now();
        this.copies.set(key, { status, body: Buffer.from(text, 'utf8'), storedAt });
      }
      settle(heard);
    };
  }

  clear(): void {
    this.copies.clear();
  }
}
