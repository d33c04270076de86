import { ByteLruCache } from './byte-cache';

const entry = (bytes: number) => ({ body: new Uint8Array(bytes) });

describe('ByteLruCache', () => {
  it('drops the least recently used entries beyond its size in bytes', () => {
    const cache = new ByteLruCache(100);
    cache.set('a', entry(20));
    cache.set('b', entry(20));
    cache.set('c', entry(20));
    cache.get('a');
    cache.set('d', entry(25));
    cache.set('e', entry(25));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(100);
  });

  it('does not keep an entry larger than a quarter of it', () => {
    const cache = new ByteLruCache(100);
    cache.set('big', entry(30));
    expect(cache.get('big')).toBeUndefined();
  });

  it('makes a value once for concurrent callers, and not at all when cached', async () => {
    const cache = new ByteLruCache(100);
    const make = vi.fn(async () => entry(10));
    const [first, second] = await Promise.all([cache.getOrCreate('k', make), cache.getOrCreate('k', make)]);
    expect(first).toBe(second);
    await cache.getOrCreate('k', make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure', async () => {
    const cache = new ByteLruCache(100);
    await expect(cache.getOrCreate('k', () => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    await expect(cache.getOrCreate('k', async () => entry(1))).resolves.toBeDefined();
  });
});
