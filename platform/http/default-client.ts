import 'server-only';
import { getSettings } from '../settings';
import { createHttpClient, type HttpClient } from './client';
import { sharedAnswers } from './shared-redis';

// Kept on globalThis so every server bundle of the app shares one cache.
const KEY = Symbol.for('furlong.platform.httpClient');
type Holder = { [KEY]?: HttpClient | null };
const holder = globalThis as unknown as Holder;

/** A lookup with a last good copy answers from it after this long (docs/resilience.md). */
export const SLOW_AFTER_MS = 1000;

/**
 * A lookup with no last good copy, while its service is known to be failing or slow, is answered as a
 * timeout at most this long after the upstream request it waits on began (its own, or the same one
 * another lookup started), the request going on to keep what it gets. Each lookup is bounded from its
 * own start, not from the proxy's decision (PAGE_DECISION_BUDGET_MS, 2.5 s, features/routing/
 * page-decision.ts): a render's lookups that start as the proxy decides at 2.5 s may wait 2 s more, so
 * this alone does not keep a page within 3 s. What it guarantees is that a render never waits out the
 * upstream timeouts: it answers the 503 page, or the page without a side block, rather than Next's
 * empty 500 shell.
 */
export const WAIT_WITHOUT_COPY_MS = 2000;

/** The process-wide client, configured from the settings on first use. */
export function httpClient(): HttpClient {
  const existing = holder[KEY];
  if (existing) return existing;
  const settings = getSettings();
  const client = createHttpClient({
    timeoutMs: settings.upstreamTimeoutMs,
    ttlMs: settings.contentCacheSeconds * 1000,
    staleSeconds: settings.contentStaleSeconds,
    staleBytes: settings.contentStaleMb * 1024 * 1024,
    slowAfterMs: SLOW_AFTER_MS,
    waitWithoutCopyMs: WAIT_WITHOUT_COPY_MS,
    shared: sharedAnswers(),
    log: (message) => console.warn(`[platform] ${message}`),
  });
  holder[KEY] = client;
  return client;
}

/** Replaces the process-wide client (tests inject a fake fetch and clock); null resets it. */
export function setHttpClient(client: HttpClient | null): void {
  holder[KEY] = client;
}
