export interface CacheableRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface CachedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

export function cacheKey(req: CacheableRequest): string | null;
export function sharedMaxAge(statusCode: number, headers: Record<string, unknown>): number;

export class HtmlCache {
  constructor(options?: { maxEntries?: number; now?: () => number });
  get(key: string): (CachedAnswer & { stored: number; expires: number }) | null;
  set(key: string, entry: CachedAnswer, maxAgeSeconds: number): void;
}
