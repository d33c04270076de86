import type { UpstreamCall } from '../shared/request-trace.mjs';

export interface RequestLogEntry {
  time: string;
  method: string | undefined;
  path: string;
  status: number;
  ms: number;
  cache: 'hit' | 'stale' | 'miss' | null;
  upstream: UpstreamCall[];
  aborted?: true;
}
export function requestLogMode(env: Record<string, string | undefined>): 'json' | 'off' | undefined;
export function loggedPath(url: string | undefined): string;
export function requestLogEntry(options: {
  req: { method?: string; url?: string; headers?: unknown };
  res: { statusCode: number; writableFinished: boolean };
  started: number;
  cache: 'hit' | 'stale' | 'miss' | null;
  upstream: UpstreamCall[];
  now?: number;
}): RequestLogEntry;
/** How long a line may wait for others to share its write. */
export const LOG_FLUSH_MS: number;
/** How much waiting text forces a write at once. */
export const LOG_FLUSH_BYTES: number;
export function createRequestLog(out?: { write(text: string): unknown }): (entry: object) => void;
