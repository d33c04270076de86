import 'server-only';
import { LRUCache } from 'lru-cache';
import { answerWithin } from '@/platform/shared/deadline';
import { AbsenceGuard, type AbsenceGuardOptions } from './absence-guard';
import {
  askService,
  fetchAnswer,
  reader,
  type Answered,
  type Call,
  type Fetched,
  type SharedCall,
} from './fetch-answer';
import { ENTRY_OVERHEAD_BYTES, LastGoodStore, type Keeping } from './last-good';
import { OriginHealth, type HealthLog } from './origin-health';
import { UpstreamUnavailableError, type UpstreamResult } from './outcome';
import { RecentAnswers } from './recent-answers';
import { buildHeaders, type RequestOptions } from './request-options';
import type { SharedAnswers } from './shared-answers';
import { sharedKey } from './shared-key';
import type { FetchLike } from './transport';
import { buildUrl } from './url';
import { warnAtMostEvery } from './warn-at-most';

/** How often an answer that keeps failing its schema is reported, for each path. */
const INVALID_WARNING_PERIOD_MS = 60_000;

export interface HttpClientOptions {
  fetch?: FetchLike;
  /** The clock, in milliseconds. */
  now?: () => number;
  /** Default per-request timeout; null never times out. */
  timeoutMs?: number | null;
  /** How long the last good copy may be served when the upstream fails (CONTENT_STALE_SECONDS). */
  staleSeconds?: number;
  /** Bytes the pages' last good copies may hold (CONTENT_STALE_MB). */
  staleBytes?: number;
  /**
   * Bytes the last good copies of one-off answers (a visitor's search, a chosen filter, a first-time
   * "not found") may hold.
   */
  oneOffBytes?: number;
  /** A GET that has a last good copy answers from it when the upstream takes longer than this. */
  slowAfterMs?: number | null;
  /**
   * A GET with no last good copy, while its origin is known to be failing or slow, is answered as a
   * timeout after this long; the request goes on and keeps what it gets. null: it waits.
   */
  waitWithoutCopyMs?: number | null;
  /** How long an origin counts as failing after a failure or a slow answer. */
  degradedForMs?: number;
  /** When "not found" may replace a good answer (see AbsenceGuard). */
  absence?: Omit<AbsenceGuardOptions, 'now'>;
  /** Where an origin's failing and recovering is reported. */
  log?: HealthLog;
  /** The GET cache: 30 s (CONTENT_CACHE_SECONDS), 500 entries. */
  ttlMs?: number;
  maxEntries?: number;
  /** Bytes of response text the GET cache and the recent answers may each hold. */
  cacheBytes?: number;
  /** Anonymous GET answers shared with the other instances (REDIS_URL); none: this process only. */
  shared?: SharedAnswers | null;
}

export interface HttpClient {
  /** The full result: ok (maybe stale), absent or failed. */
  requestResult<T = unknown>(path: string, options?: RequestOptions<T>): Promise<UpstreamResult<T>>;
  /** The value, or null after running onError when the answer is not a success. */
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T | null>;
  /** Forgets every cached response and every last good copy. */
  clear(): void;
  /** Forgets the cached responses, keeping the last good copies: content changed upstream. */
  forgetFresh(): void;
  /** How many answers (good ones and "not found") are kept to serve while a service fails (/readyz). */
  keptCopies(): number;
}

type Answer = UpstreamResult<unknown>;
type Settled = Answer & { kind: 'ok' | 'absent' };

interface CacheEntry {
  result: Settled;
  storedAt: number;
  /** The response text's length: the parsed value takes a few times as much. */
  bytes: number;
  /**
   * The last good copy as this caller's schema reads it, served while the service fails or is slow:
   * read once, and the service asked again at each request meanwhile.
   */
  kept?: true;
}

/**
 * A cacheable call: its cache key (per schema) and the call, whose own key (address and headers, not
 * the schema) is its last good copy's.
 */
interface KeyedCall {
  key: string;
  call: SharedCall<unknown>;
  keeping: Keeping;
}

interface InFlight {
  promise: Promise<Answer>;
  startedAt: number;
}

// Two callers with different schemas must not receive each other's parsed values.
const schemaIds = new WeakMap<object, number>();
let lastSchemaId = 0;
function schemaId(schema: object | undefined): number {
  if (!schema) return 0;
  let id = schemaIds.get(schema);
  if (id === undefined) {
    lastSchemaId += 1;
    id = lastSchemaId;
    schemaIds.set(schema, id);
  }
  return id;
}

// Responses differ by token (a fan's poll vote), so the headers are part of the key: the shared key
// is a hash of the address and headers, so tokens do not sit in memory as map keys.
function cacheKey(sharedKey: string, schema: object | undefined): string {
  return `${schemaId(schema)} ${sharedKey}`;
}

// A fan's answer (a poll vote, a personalised list) must never reach another visitor through Redis.
const PERSONAL_HEADERS: ReadonlySet<string> = new Set(['authorization', 'cookie']);
function isAnonymous(headers: Record<string, string>): boolean {
  return !Object.keys(headers).some((name) => PERSONAL_HEADERS.has(name.toLowerCase()));
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 30_000;
  const slowAfterMs = options.slowAfterMs ?? null;
  const waitWithoutCopyMs = options.waitWithoutCopyMs ?? null;
  const maxEntries = options.maxEntries ?? 500;
  const cacheBytes = options.cacheBytes ?? 8 * 1024 * 1024;
  const cache = new LRUCache<string, CacheEntry>({
    max: maxEntries,
    maxSize: cacheBytes,
    sizeCalculation: (entry, key) => entry.bytes + key.length + ENTRY_OVERHEAD_BYTES,
  });
  const lastGood = new LastGoodStore({
    maxAgeMs: (options.staleSeconds ?? 0) * 1000,
    maxBytes: options.staleBytes ?? 32 * 1024 * 1024,
    oneOffBytes: options.oneOffBytes,
    now,
  });
  const health = new OriginHealth(options.degradedForMs ?? 30_000, now, options.log);
  const guards = new Map<string, AbsenceGuard>();
  const guardFor = (origin: string) => {
    let guard = guards.get(origin);
    if (!guard) {
      guard = new AbsenceGuard({ ...options.absence, now });
      guards.set(origin, guard);
    }
    return guard;
  };
  const inFlight = new Map<string, InFlight>();
  // A wrong answer is asked for again on every request until the service mends it: said once a minute
  // for each path, the paths counted so a flood of them cannot grow this.
  const invalidWarnings = new LRUCache<string, (message: string) => void>({ max: 1000 });
  const warnInvalidFor = (path: string) => {
    let warn = invalidWarnings.get(path);
    if (!warn) {
      warn = warnAtMostEvery(INVALID_WARNING_PERIOD_MS, (message) => console.warn(message), now);
      invalidWarnings.set(path, warn);
    }
    return warn;
  };
  const recent = new RecentAnswers({ ttlMs, now, maxEntries, maxBytes: cacheBytes });
  const sender = { fetch: fetchImpl, timeoutMs: options.timeoutMs ?? null };

  // A cached answer young enough to serve; a copy read from the last good one only while that is kept.
  function youngHit(key: string, keptKey: string): CacheEntry | undefined {
    const hit = cache.get(key);
    if (!hit || now() - hit.storedAt >= ttlMs) return undefined;
    if (hit.kept && lastGood.kindOf(keptKey) === null) return undefined;
    return hit;
  }

  // The last good copy read with this caller's schema; null when there is none (or it no longer reads).
  // What is read is cached as the copy (`kept`), so an outage reads each copy once every `ttlMs`.
  function keptFor(call: KeyedCall): Settled | null {
    return keptEntry(call)?.result ?? null;
  }
  function keptEntry(call: KeyedCall): CacheEntry | null {
    const hit = youngHit(call.key, call.call.key);
    if (hit?.kept) return hit;
    const kept = lastGood.get(call.call.key);
    if (!kept) return null;
    let result: Settled;
    if (kept.kind === 'absent') {
      result = { kind: 'absent', path: call.call.path, status: kept.status };
    } else {
      const read = call.call.read({ kind: 'answered', status: kept.status, text: kept.text }, 'kept');
      if (read.kind !== 'ok') return null;
      result = { kind: 'ok', value: read.value, stale: true };
    }
    const entry: CacheEntry = {
      result,
      storedAt: now(),
      bytes: kept.kind === 'ok' ? kept.text.length : 0,
      kept: true,
    };
    cache.set(call.key, entry);
    return entry;
  }

  // What a fresh answer means beside the last good copy: a good answer or an accepted absence replaces
  // it; a failure (an answer that failed its schema included), or an absence the guard holds back, is
  // answered with the copy (stale-if-error).
  function settle(call: KeyedCall, origin: string, fresh: Answered<unknown>): Answer {
    const { result } = fresh;
    if (result.kind === 'failed') {
      health.degrade(origin, `failing (${result.error.reason})`);
      return keptFor(call) ?? result;
    }
    const guard = guardFor(origin);
    const keptKind = lastGood.kindOf(call.call.key);
    if (result.kind === 'absent' && keptKind === 'ok' && !guard.flipped(call.call.key)) {
      const held = keptEntry(call);
      if (held) {
        // Held for the cache's time like a fresh answer, counted by the bytes of the kept text.
        cache.set(call.key, { result: held.result, storedAt: now(), bytes: held.bytes });
        return held.result;
      }
    }
    if (result.kind === 'ok' && keptKind === 'ok') guard.kept(call.call.key);
    const outcome = fresh.outcome;
    if (result.kind === 'absent') {
      // An unknown path is asked for once, so a first "not found" is a one-off answer and a flood of
      // them evicts only other one-off answers. One asked for again while the first is kept is part of
      // a page (a list page looks up an article at its path, in the proxy and again as it renders): it
      // is kept with the pages.
      const keeping = keptKind === 'absent' ? 'page' : 'one-off';
      lastGood.set(call.call.key, { kind: 'absent', status: result.status }, keeping);
    } else if (outcome?.kind === 'answered') {
      lastGood.set(call.call.key, { kind: 'ok', status: outcome.status, text: outcome.text }, call.keeping);
    }
    // A shared copy expires here when it expires for every instance, so a change is never kept longer.
    const bytes = outcome?.kind === 'answered' ? outcome.text.length : 0;
    cache.set(call.key, { result, storedAt: fresh.storedAt ?? now(), bytes });
    return result;
  }

  function refresh<T>(
    call: KeyedCall,
    origin: string,
    run: (hasOwnCopy: boolean) => Promise<Fetched<T>>,
  ): InFlight {
    const { key } = call;
    const { path } = call.call;
    const existing = inFlight.get(key);
    if (existing) return existing;
    const startedAt = now();
    const promise = (async (): Promise<Answer> => {
      let answer: Answered<T>;
      // A refresh may finish with nobody waiting, so it never rejects: a schema that throws is a failure.
      try {
        const first = await run(lastGood.kindOf(call.call.key) !== null);
        if ('busy' in first) {
          // Another instance is asking: the last good copy answers meanwhile and nothing new is kept.
          // Should that copy have aged out since, wait for the other's copy or ask after all.
          const kept = keptFor(call);
          if (kept) return kept;
          const second = await run(false);
          if ('busy' in second) throw new Error('busy without a copy of its own');
          answer = second;
        } else {
          answer = first;
        }
      } catch (cause) {
        const error = new UpstreamUnavailableError({ reason: 'invalid', path, cause });
        answer = { result: { kind: 'failed', error } };
      }
      if (slowAfterMs !== null && now() - startedAt > slowAfterMs) health.degrade(origin, 'slow');
      return settle(call, origin, answer as Answered<unknown>);
    })().finally(() => inFlight.delete(key));
    const entry = { promise, startedAt };
    inFlight.set(key, entry);
    return entry;
  }

  async function requestResult<T = unknown>(
    path: string,
    o: RequestOptions<T> = {},
  ): Promise<UpstreamResult<T>> {
    const url = buildUrl(o.baseUrl, path, o.params);
    const { origin, pathname: logPath } = new URL(url);
    const headers = buildHeaders(o as RequestOptions<unknown>);
    const cacheable = (o.method ?? 'GET') === 'GET' && !o.noCache;
    // The warning's once-a-minute state is looked up only when an answer fails its schema.
    const warn = (message: string) => warnInvalidFor(logPath)(message);
    const read = reader({ path: logPath, envelope: o.envelope ?? true, schema: o.schema, warn });
    const call: Call<T> = { url, path: logPath, headers, options: o, read };
    if (!cacheable) return (await askService(sender, call)).result;

    const sharedCall: SharedCall<T> = { ...call, key: sharedKey(url, headers) };
    const key = cacheKey(sharedCall.key, o.schema);
    const young = youngHit(key, sharedCall.key);
    if (young && !young.kept) return young.result as UpstreamResult<T>;

    const keyed: KeyedCall = {
      key,
      call: sharedCall as SharedCall<unknown>,
      keeping: o.oneOff ? 'one-off' : 'page',
    };
    const shared = options.shared && isAnonymous(headers) ? options.shared : null;
    const pending = refresh(keyed, origin, (hasOwnCopy) =>
      fetchAnswer(sender, sharedCall, shared, hasOwnCopy, recent),
    );
    // How long the upstream is waited for, from the start of the request this lookup joins: with a
    // copy, not at all while the origin fails (the copy, read or cached, answers and the refresh goes
    // on), else until it is slow; without one, while the origin fails, until the lookup gives up.
    const hasCopy = lastGood.kindOf(sharedCall.key) !== null;
    const degraded = health.isDegraded(origin);
    const wait = hasCopy ? (degraded ? 0 : slowAfterMs) : degraded ? waitWithoutCopyMs : null;
    if (wait === null) return (await pending.promise) as UpstreamResult<T>;
    const answer =
      wait > 0
        ? await answerWithin(pending.promise, wait - (now() - pending.startedAt), 'slow' as const)
        : 'slow';
    if (answer !== 'slow') return answer as UpstreamResult<T>;
    if (!hasCopy) {
      const error = new UpstreamUnavailableError({ reason: 'timeout', path: logPath });
      return { kind: 'failed', error };
    }
    if (!degraded) health.degrade(origin, 'slow');
    return (keptFor(keyed) ?? (await pending.promise)) as UpstreamResult<T>;
  }

  async function request<T = unknown>(path: string, o: RequestOptions<T> = {}): Promise<T | null> {
    const result = await requestResult(path, o);
    if (result.kind === 'ok') return result.value;
    o.onError?.(result);
    return null;
  }

  return {
    requestResult,
    request,
    clear: () => {
      cache.clear();
      recent.clear();
      lastGood.clear();
    },
    forgetFresh: () => {
      cache.clear();
      recent.clear();
    },
    keptCopies: () => lastGood.size,
  };
}
