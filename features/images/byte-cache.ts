import { LRUCache } from 'lru-cache';

type Make<T> = () => Promise<T>;

/**
 * Made values bounded by their bytes, least recently used first out (lru-cache); concurrent callers of
 * one key share one pending `make`, and a failed one is not kept.
 */
export class ByteLruCache<T extends { body: Uint8Array }> {
  private readonly cache: LRUCache<string, T, Make<T>>;

  constructor(maxBytes: number) {
    this.cache = new LRUCache<string, T, Make<T>>({
      maxSize: maxBytes,
      // One entry may not take more than a quarter of the cache.
      maxEntrySize: maxBytes / 4,
      sizeCalculation: (value) => Math.max(1, value.body.byteLength),
      fetchMethod: (_key, _stale, { context }) => context(),
      // A value evicted while being made is still handed to those waiting for it.
      ignoreFetchAbort: true,
    });
  }

  /** Bytes held. */
  get size(): number {
    return this.cache.calculatedSize;
  }

  get(key: string): T | undefined {
    return this.cache.get(key);
  }

  set(key: string, value: T): void {
    this.cache.set(key, value);
  }

  /** The cached value, or the one being made for the key, or a new one from `make` (then cached). */
  async getOrCreate(key: string, make: Make<T>): Promise<T> {
    const value = await this.cache.fetch(key, { context: make });
    if (value === undefined) throw new Error(`Nothing was made for ${key}`);
    return value;
  }
}
