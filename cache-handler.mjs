// Next's cache on Redis, shared by every instance of the site (docs/decisions/0021). next.config.ts
// names this file only when REDIS_URL is set; `npm start` keeps Next's own cache on disk.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';

// One client per process, however many times Next creates the handler.
const KEY = Symbol.for('furlong.nextCacheHandlers');

async function connect() {
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    // Redis away: commands fail at once (a cache miss, the page is rendered) instead of queueing.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
  });
  let warned = false;
  client.on('error', (error) => {
    if (warned) return;
    warned = true;
    console.warn(`[cache] Redis: ${error instanceof Error ? error.message : error}`);
  });
  client.on('ready', () => (warned = false));
  try {
    await client.connect();
  } catch {
    console.error(
      `[cache] Redis at ${process.env.REDIS_URL} unreachable; pages are cached in this process only`,
    );
    await client.destroy?.();
    return { handlers: [createLruHandler()] };
  }
  // Every entry lives in Redis alone, so an instance serves what another rendered, and a revalidation
  // anywhere reaches all of them.
  return { handlers: [createRedisHandler({ client, keyPrefix: 'furlong:next:', timeoutMs: 1000 })] };
}

CacheHandler.onCreation(() => {
  globalThis[KEY] ??= connect();
  return globalThis[KEY];
});

export default CacheHandler;
