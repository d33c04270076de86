export interface CacheableRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface CachedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  /** Null when the cache keeps the gzip form alone. */
  body: Buffer | null;
  gzip?: Buffer | null;
  sent?: { plain: Record<string, unknown>; gzip: Record<string, unknown> | null };
}

export function isRouterRequest(req: CacheableRequest): boolean;
export function cacheSlot(req: CacheableRequest): { key: string; address: string; kind?: 'image' } | null;
export function pageCacheSeconds(env: Record<string, string | undefined>): number;
export function sharedMaxAge(statusCode: number, headers: Record<string, unknown>, limit?: number): number;
export function staleSeconds(statusCode: number, headers: Record<string, unknown>, limit?: number): number;

export function answerBytes(entry: CachedAnswer): number;

export class HtmlCache {
  constructor(options?: { maxEntries?: number; maxBytes?: number; now?: () => number });
  get(key: string): (CachedAnswer & { expires: number }) | null;
  isFresh(entry: { expires: number }): boolean;
  set(key: string, entry: CachedAnswer, maxAgeSeconds: number, staleWindowSeconds?: number): void;
  forget(change: { paths: string[]; everything: boolean }): void;
}

export class RefreshQueue {
  constructor(options?: { concurrency?: number; onError?: (key: string, error: unknown) => void });
  add(key: string, task: () => Promise<unknown>): void;
}

export class FillLock {
  constructor(options?: { waitMs?: number });
  busy(key: string): boolean;
  pending(key: string): Promise<(CachedAnswer & { expires: number }) | null> | null;
  claim(key: string): (entry: (CachedAnswer & { expires: number }) | null) => void;
}

export function deviceCookieFor(
  req: CacheableRequest,
  options: { secure: boolean; newId: () => string },
): { id: string; requestCookie: string; setCookie: string } | null;
