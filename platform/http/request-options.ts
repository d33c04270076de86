import 'server-only';
import type { z } from 'zod';
import type { UpstreamProblem } from './outcome';
import type { QueryParams } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  baseUrl?: string;
  params?: QueryParams;
  method?: HttpMethod;
  /** A plain value is sent as JSON; URLSearchParams as a form; a string as it is. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** A bearer token, added as Authorization unless one is already given. */
  token?: string | null;
  /** Skip the GET cache and request coalescing (the personalised block's answer is personal). */
  noCache?: boolean;
  /**
   * An answer few will ask for again (a visitor's search, a chosen filter): its last good copy is kept
   * in a smaller store of its own, so a flood of them never pushes out what pages are made of.
   */
  oneOff?: boolean;
  /** Abort after this long; null or 0 never. Defaults to UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number | null;
  /** How many times to retry; defaults to once, and never for POST, PATCH, PUT and DELETE. */
  retry?: number | false;
  /** Runs when the result is not a success: a failed envelope or a network error. */
  onError?: (problem: UpstreamProblem) => void;
  /** Validates the whole response body; the result's type is the schema's output. */
  schema?: z.ZodType<T>;
  /** Check the platform's response envelope (default true); false for calls whose answer is not read. */
  envelope?: boolean;
}

function hasHeader(headers: Readonly<Record<string, string>>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

export function buildHeaders(options: RequestOptions<unknown>): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A bearer token is added unless an Authorization header is already given.
  if (options.token && !hasHeader(headers, 'authorization')) {
    headers.authorization = `Bearer ${options.token}`;
  }
  if (options.body !== undefined && !hasHeader(headers, 'content-type')) {
    if (options.body instanceof URLSearchParams) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (typeof options.body !== 'string') {
      headers['content-type'] = 'application/json';
    }
  }
  return headers;
}

export function encodeBody(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams) return body.toString();
  if (typeof body === 'string') return body;
  return JSON.stringify(body);
}
