import 'server-only';
import { createClient } from '@redis/client';
import {
  CONTENT_CHANGED_CHANNEL,
  changeNotice,
  contentChanged,
  readChangeNotice,
  type ContentChange,
} from '@/shared/content-changes.mjs';
import { getSettings } from '../settings';
import { httpClient } from './default-client';
import { sharedAnswers } from './shared-redis';

// When an editor publishes, every instance forgets its fresh copies of the content service's answers
// (30 s each), so the pages Next renders next read the change; the last good copies stay for an outage.
// One instance: at once, in process. Several (REDIS_URL): the shared copies are dropped (a new generation)
// before the notice goes out on a Redis channel every instance hears, so none reads an old shared copy.
// Each instance's serving layer hears the change too, and drops the pages from its HTML cache.
const KEY = Symbol.for('furlong.platform.contentChanges');
type Redis = ReturnType<typeof redisClient>;
type Holder = { [KEY]?: Promise<Redis | null> };
const holder = globalThis as unknown as Holder;

const redisClient = (url: string) =>
  createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000 } });

function connected(url: string): Promise<Redis | null> {
  const client = redisClient(url);
  client.on('error', () => {});
  return client.connect().then(
    () => client,
    (error: unknown) => {
      console.warn(`[platform] Redis at ${url}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    },
  );
}

/** Starts listening for changes announced by any instance; nothing without REDIS_URL. */
export async function listenForContentChanges(): Promise<void> {
  const url = getSettings().redisUrl;
  if (!url) return;
  const subscriber = await connected(url);
  await subscriber?.subscribe(CONTENT_CHANGED_CHANNEL, (message) => {
    httpClient().forgetFresh();
    contentChanged(readChangeNotice(message));
  });
}

/**
 * Forgets the fresh copies and the changed pages here and, with REDIS_URL, in every instance; how many
 * others heard it.
 */
export async function announceContentChange(change: ContentChange): Promise<number> {
  const url = getSettings().redisUrl;
  // A Redis that cannot drop the shared copies now is reported by the publish below.
  await sharedAnswers()
    ?.forget()
    .catch(() => {});
  httpClient().forgetFresh();
  contentChanged(change);
  if (!url) return 0;
  holder[KEY] ??= connected(url);
  const publisher = await holder[KEY];
  if (!publisher) {
    holder[KEY] = undefined;
    throw new Error(`Redis at ${url} is unreachable: other instances keep their copies for up to 30 s`);
  }
  return publisher.publish(CONTENT_CHANGED_CHANNEL, changeNotice(change));
}
