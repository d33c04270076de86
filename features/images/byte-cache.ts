/**
 * A least-recently-used cache bounded by bytes, which also shares one pending computation among
 * concurrent callers of the same key.
 */
export class ByteLruCache<T extends { body: Uint8Array }> {
  private readonly entries = new Map<string, T>();
  private readonly pending = new Map<string, Promise<T>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.bytes;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-inserted so that Map order is least- to most-recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, value: T): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.byteLength;
    }
    // One entry may not take more than a quarter of the cache.
    if (value.body.byteLength > this.maxBytes / 4) return;
    this.entries.set(key, value);
    this.bytes += value.body.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.byteLength;
    }
  }

  /** The cached value, or the one being made for the key, or a new one from `make` (then cached). */
  async getOrCreate(key: string, make: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached) return cached;
    const running = this.pending.get(key);
    if (running) return running;
    const created = make()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, created);
    return created;
  }
}
