import 'server-only';

/** Why an upstream call gave no usable answer. */
export type UpstreamFailureReason =
  | 'network' // the request never got an answer
  | 'timeout' // aborted after the configured time
  | 'oversize' // the answer grew past the most one may hold (transport.ts, MAX_ANSWER_BYTES)
  | 'status' // an HTTP error status other than "not found"
  | 'envelope' // answered, but neither status 'success' nor an access_token
  | 'invalid'; // not JSON, or failed validation against its schema

export interface UpstreamFailureInit {
  reason: UpstreamFailureReason;
  path: string;
  status?: number | null;
  /** The parsed body of an error answer, for callers that read error codes (the video gateway). */
  body?: unknown;
  cause?: unknown;
}

/**
 * The upstream could not answer. A page loader throws it so an error is never cached as
 * if it were content; the `cause` is the underlying network error, abort or validation error.
 */
export class UpstreamUnavailableError extends Error {
  override readonly name = 'UpstreamUnavailableError';
  readonly reason: UpstreamFailureReason;
  readonly path: string;
  readonly status: number | null;
  readonly body: unknown;

  constructor(init: UpstreamFailureInit) {
    const status = init.status ? ` (HTTP ${init.status})` : '';
    super(`Upstream ${init.path} unavailable: ${init.reason}${status}`, { cause: init.cause });
    this.reason = init.reason;
    this.path = init.path;
    this.status = init.status ?? null;
    this.body = init.body;
  }
}

/**
 * What one upstream call came to. `absent` (the upstream said it has no such thing) and
 * `failed` (it could not say) are kept apart: the first is a 404 page, the second an error.
 */
export type UpstreamResult<T> =
  | { kind: 'ok'; value: T; /** served from the last good copy after a failure */ stale: boolean }
  | { kind: 'absent'; path: string; status: number | null }
  | { kind: 'failed'; error: UpstreamUnavailableError };

export type UpstreamProblem = Exclude<UpstreamResult<unknown>, { kind: 'ok' }>;

/** The loaders' convention: the value, null when absent, and a thrown error when failed. */
export function valueOrNull<T>(result: UpstreamResult<T>): T | null {
  if (result.kind === 'ok') return result.value;
  if (result.kind === 'absent') return null;
  throw result.error;
}
