import 'server-only';
import { readCapped, TOO_LARGE } from '../shared/read-capped';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Retry on these statuses (and on network errors), once by default. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Requests that change something are never retried unless the caller asks. */
const NO_DEFAULT_RETRY: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export function defaultRetries(method: string): number {
  return NO_DEFAULT_RETRY.has(method.toUpperCase()) ? 0 : 1;
}

/**
 * The most one answer may hold, in bytes: about 30 times the largest the content service gives (a
 * racedays list, near 120 KB). Past it the answer is cancelled and counts as a failure, so last good
 * copies serve instead, and the process never holds an answer it cannot afford to parse.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export type SendOutcome =
  | { kind: 'answered'; status: number; text: string }
  | { kind: 'unanswered'; reason: 'network' | 'timeout' | 'oversize'; cause: unknown };

export interface SendOptions {
  fetch: FetchLike;
  url: string;
  init: RequestInit;
  /** Abort an attempt after this long; null or 0 waits for ever. */
  timeoutMs: number | null;
  retries: number;
}

class UpstreamTimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError';
  constructor(limit: number) {
    super(`The answer is larger than ${limit} bytes`);
  }
}

// The timer covers reading the body too, so a response that stalls half-way still ends.
async function attempt(options: SendOptions): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer =
    options.timeoutMs && options.timeoutMs > 0
      ? setTimeout(
          () => controller.abort(new UpstreamTimeoutError(`No answer within ${options.timeoutMs} ms`)),
          options.timeoutMs,
        )
      : null;
  try {
    const response = await options.fetch(options.url, { ...options.init, signal: controller.signal });
    const bytes = await readCapped(response.body, response.headers, MAX_ANSWER_BYTES);
    if (bytes === TOO_LARGE) {
      return { kind: 'unanswered', reason: 'oversize', cause: new AnswerTooLargeError(MAX_ANSWER_BYTES) };
    }
    return { kind: 'answered', status: response.status, text: new TextDecoder().decode(bytes) };
  } catch (cause) {
    const timedOut = controller.signal.aborted;
    return {
      kind: 'unanswered',
      reason: timedOut ? 'timeout' : 'network',
      cause: timedOut ? controller.signal.reason : cause,
    };
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/**
 * Sends a request, retrying network errors, timeouts and the retry statuses; never an answer too large,
 * which would only be as large again.
 */
export async function send(options: SendOptions): Promise<SendOutcome> {
  for (let attemptNumber = 0; ; attemptNumber += 1) {
    const outcome = await attempt(options);
    const retryable =
      outcome.kind === 'unanswered' ? outcome.reason !== 'oversize' : RETRY_STATUSES.has(outcome.status);
    if (!retryable || attemptNumber >= options.retries) return outcome;
  }
}
