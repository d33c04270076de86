import 'server-only';
import { createHash } from 'node:crypto';
import { interpret } from './interpret';
import { LruCache } from './lru-cache';
import type { UpstreamResult } from './outcome';
import { buildHeaders, encodeBody, type RequestOptions } from './request-options';
import { defaultRetries, send, type FetchLike } from './transport';
import { buildUrl } from './url';

export interface HttpClientOptions {
  fetch?: FetchLike;
  /** The clock, in milliseconds. */
  now?: () => number;
  /** Default per-request timeout; null never times out. */
  timeoutMs?: number | null;
  /** How long the last good copy may be served when the upstream fails (CONTENT_STALE_SECONDS). */
  staleSeconds?: number;
  /** spec §9: GET cache 30 s, 500 entries. */
  ttlMs?: number;
  maxEntries?: number;
}

export interface HttpClient {
  /** The full result: ok (maybe stale), absent or failed. */
  requestResult<T = unknown>(path: string, options?: RequestOptions<T>): Promise<UpstreamResult<T>>;
  /** spec §5: the value, or null after running onError. */
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T | null>;
  /** Forgets every cached response. */
  clear(): void;
}

interface CacheEntry {
  result: UpstreamResult<unknown> & { kind: 'ok' | 'absent' };
  storedAt: number;
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

// Responses differ by token (a fan's poll vote), so the headers are part of the key, hashed
// so tokens do not sit in memory as map keys.
function cacheKey(url: string, headers: Record<string, string>, schema: object | undefined): string {
  const headerText = Object.entries(headers)
    .map(([name, value]) => `${name.toLowerCase()}:${value}`)
    .sort()
    .join('\n');
  const digest = createHash('sha256').update(headerText).digest('hex').slice(0, 24);
  return `${schemaId(schema)} ${url} ${digest}`;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 30_000;
  const staleMs = (options.staleSeconds ?? 0) * 1000;
  const cache = new LruCache<string, CacheEntry>(options.maxEntries ?? 500);
  const inFlight = new Map<string, Promise<UpstreamResult<unknown>>>();

  async function fetchOnce<T>(
    url: string,
    path: string,
    headers: Record<string, string>,
    o: RequestOptions<T>,
  ) {
    const method = o.method ?? 'GET';
    const outcome = await send({
      fetch: fetchImpl,
      url,
      init: { method, headers, body: encodeBody(o.body) },
      timeoutMs: o.timeoutMs === undefined ? (options.timeoutMs ?? null) : o.timeoutMs,
      retries: o.retry === false ? 0 : (o.retry ?? defaultRetries(method)),
    });
    return interpret<T>(outcome, { path, envelope: o.envelope ?? true, schema: o.schema });
  }

  // Fetch, remember a good answer, and fall back to the last good copy on failure (stale-if-error).
  async function fetchAndRemember<T>(key: string, run: () => Promise<UpstreamResult<T>>) {
    const result = await run();
    if (result.kind !== 'failed') {
      cache.set(key, { result, storedAt: now() });
      return result;
    }
    const previous = cache.get(key);
    if (previous?.result.kind === 'ok' && now() - previous.storedAt < staleMs) {
      return { ...previous.result, stale: true } as UpstreamResult<T>;
    }
    return result;
  }

  async function requestResult<T = unknown>(
    path: string,
    o: RequestOptions<T> = {},
  ): Promise<UpstreamResult<T>> {
    const url = buildUrl(o.baseUrl, path, o.params);
    const logPath = new URL(url).pathname;
    const headers = buildHeaders(o as RequestOptions<unknown>);
    const cacheable = (o.method ?? 'GET') === 'GET' && !o.noCache;
    if (!cacheable) return fetchOnce(url, logPath, headers, o);

    const key = cacheKey(url, headers, o.schema);
    const hit = cache.get(key);
    if (hit && now() - hit.storedAt < ttlMs) {
      const fresh = hit.result.kind === 'ok' ? { ...hit.result, stale: false } : hit.result;
      return fresh as UpstreamResult<T>;
    }

    // Identical concurrent GETs share one upstream request.
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<UpstreamResult<T>>;
    const promise = fetchAndRemember(key, () => fetchOnce(url, logPath, headers, o)).finally(() =>
      inFlight.delete(key),
    );
    inFlight.set(key, promise);
    return promise;
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
    clear: () => cache.clear(),
  };
}
