import 'server-only';
import type { FetchLike } from '../http/transport';

export interface FakeReply {
  status?: number;
  json?: unknown;
  text?: string;
  /** Answer only after this long (fake timers advance it); an abort ends the wait. */
  delayMs?: number;
  /** Reject as fetch does when the connection fails. */
  networkError?: boolean;
}

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
}

type Handler = FakeReply | ((call: RecordedCall) => FakeReply);

interface Route {
  method: string;
  path: string | RegExp;
  replies: Handler[];
  used: number;
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * A stand-in for the platform's services in unit tests: routes by method and path,
 * records every call, and answers with JSON, errors or delays.
 */
export class FakeUpstream {
  readonly calls: RecordedCall[] = [];
  private readonly routes: Route[] = [];

  /** Answers `method path` with the replies in turn; the last one repeats. */
  on(method: string, path: string | RegExp, ...replies: Handler[]): this {
    this.routes.unshift({ method: method.toUpperCase(), path, replies, used: 0 });
    return this;
  }

  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((call) => call.url.pathname === path);
  }

  readonly fetch: FetchLike = async (url, init) => {
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: new URL(url),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    this.calls.push(call);
    const route = this.routes.find(
      (candidate) =>
        candidate.method === call.method &&
        (typeof candidate.path === 'string'
          ? candidate.path === call.url.pathname
          : candidate.path.test(call.url.pathname)),
    );
    const handler = route ? route.replies[Math.min(route.used++, route.replies.length - 1)] : undefined;
    const reply: FakeReply =
      (typeof handler === 'function' ? handler(call) : handler) ??
      ({ status: 404, json: { status: 'error', message: 'no fake route' } } satisfies FakeReply);
    if (reply.delayMs) await wait(reply.delayMs, init.signal);
    if (init.signal?.aborted) throw init.signal.reason;
    if (reply.networkError) throw new TypeError('fetch failed');
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** A success envelope: status 'success' and data. */
export function success(data: unknown, extra: Record<string, unknown> = {}): FakeReply {
  return { json: { status: 'success', data, ...extra } };
}
