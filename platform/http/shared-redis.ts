import 'server-only';
import { createClient } from '@redis/client';
import { getSettings } from '../settings';
import { SharedAnswers, type SharedCommands } from './shared-answers';
import { SharedCacheError } from './time-box';

// Kept on globalThis so every server bundle of the app shares one connection.
const KEY = Symbol.for('furlong.platform.sharedAnswers');
const COMMANDS = Symbol.for('furlong.platform.sharedCommands');
type Holder = { [KEY]?: SharedAnswers | null; [COMMANDS]?: SharedCommands | null };
const holder = globalThis as unknown as Holder;

const log = (message: string) => console.warn(message);

/** The @redis/client commands the shared answers use; a client not connected just now fails at once. */
function redisCommands(url: string): SharedCommands {
  const client = createClient({
    url,
    // No queue while disconnected: a command fails at once and the instance asks the service itself.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  client.on('error', () => {});
  client.connect().catch((error: unknown) => {
    log(`[platform] Redis at ${url}: ${error instanceof Error ? error.message : String(error)}`);
  });
  const ready = () => {
    if (!client.isReady) throw new SharedCacheError(`Redis at ${url} is not connected`);
    return client;
  };
  return {
    mGet: async (keys) => (await ready().mGet(keys)).map((value) => (value === null ? null : String(value))),
    setPx: async (key, value, ms, onlyIfAbsent) =>
      (await ready().set(key, value, {
        expiration: { type: 'PX', value: Math.max(1, Math.round(ms)) },
        ...(onlyIfAbsent ? { condition: 'NX' } : {}),
      })) === 'OK',
    pExpire: async (key, ms) => ready().pExpire(key, Math.max(1, Math.round(ms))),
    del: async (key) => ready().del(key),
    incr: async (key) => ready().incr(key),
  };
}

/**
 * The process-wide Redis commands, on the one connection, with REDIS_URL; null without. For state the
 * instances must agree on (a fan's token refresh); every call can fail, and callers time-box them.
 */
export function sharedCommands(): SharedCommands | null {
  if (holder[COMMANDS] !== undefined) return holder[COMMANDS];
  const { redisUrl } = getSettings();
  holder[COMMANDS] = redisUrl ? redisCommands(redisUrl) : null;
  return holder[COMMANDS];
}

/**
 * The process-wide shared answers, with REDIS_URL; null without (one instance caches in process).
 * Called at start too, so the connection is open before the first page asks.
 */
export function sharedAnswers(): SharedAnswers | null {
  if (holder[KEY] !== undefined) return holder[KEY];
  const settings = getSettings();
  const commands = sharedCommands();
  holder[KEY] = commands
    ? new SharedAnswers({
        commands,
        ttlMs: settings.contentCacheSeconds * 1000,
        log,
      })
    : null;
  return holder[KEY];
}
