import 'server-only';
import { LRUCache } from 'lru-cache';
import type { RawAnswer, SharedCopy } from './shared-answers';

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
 * the same answer. A caller with another schema now reads the kept text with its own.
 */
export class RecentAnswers {
  private readonly copies: LRUCache<string, SharedCopy>;
  private readonly asking = new Map<string, Promise<SharedCopy | null>>();

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

  set(key: string, answer: RawAnswer, storedAt = this.options.now()): void {
    this.copies.set(key, { status: answer.status, text: answer.text, storedAt });
  }

  /**
   * The answer a reader with another schema is asking for right now (null in it when that ask got
   * nothing another reader could use); null when nobody is asking.
   */
  asked(key: string): Promise<SharedCopy | null> | null {
    return this.asking.get(key) ?? null;
  }

  /** Says a reader is asking for `key`; it must call what this returns when its ask ends. */
  startAsking(key: string): (answer: RawAnswer | null, storedAt?: number) => void {
    let settle: (copy: SharedCopy | null) => void = () => {};
    const asked = new Promise<SharedCopy | null>((resolve) => {
      settle = resolve;
    });
    this.asking.set(key, asked);
    return (answer, storedAt = this.options.now()) => {
      if (this.asking.get(key) === asked) this.asking.delete(key);
      if (answer) this.set(key, answer, storedAt);
      settle(answer ? { status: answer.status, text: answer.text, storedAt } : null);
    };
  }

  clear(): void {
    this.copies.clear();
  }
}
