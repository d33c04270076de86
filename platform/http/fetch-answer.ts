import 'server-only';
import { recordUpstream } from '@/shared/request-trace.mjs';
import { interpret, type InterpretOptions, type Source } from './interpret';
import type { UpstreamResult } from './outcome';
import type { Heard, RecentAnswers } from './recent-answers';
import { encodeBody, type RequestOptions } from './request-options';
import type { RawAnswer, SharedAnswers, SharedCopy } from './shared-answers';
import { defaultRetries, send, type FetchLike, type SendOutcome } from './transport';

export interface Sender {
  fetch: FetchLike;
  /** Default per-request timeout; null never times out. */
  timeoutMs: number | null;
}

export interface Call<T> {
  url: string;
  /** Path as logged and named in errors (no host, no query). */
  path: string;
  headers: Record<string, string>;
  options: RequestOptions<T>;
  /** What the transport got, or the last good copy (`kept`), read as the caller reads it (`reader`). */
  read: (outcome: SendOutcome, source?: Source) => UpstreamResult<T>;
}

/** A call the caches answer: `key` is its address and headers (`sharedKey`), computed once. */
export interface SharedCall<T> extends Call<T> {
  key: string;
}

/** How a caller reads an answer: its path in logs, envelope and schema, and where a wrong one is said. */
export function reader<T>(reading: InterpretOptions<T>): Call<T>['read'] {
  return (outcome, source) => interpret<T>(outcome, reading, source);
}

export interface Answered<T> {
  result: UpstreamResult<T>;
  /** When a copy shared by another instance was stored; absent for an answer fetched now. */
  storedAt?: number;
  /** What the transport got: for readers of the same call with other schemas, and the last good copy. */
  outcome?: SendOutcome;
}

/**
 * An answer; or `busy`: another instance is asking the service for it right now, so the caller answers
 * with its last good copy and keeps nothing new.
 */
export type Fetched<T> = Answered<T> | { busy: true };

async function ask<T>(sender: Sender, call: Call<T>): Promise<SendOutcome> {
  const { url, path, headers, options: o } = call;
  const method = o.method ?? 'GET';
  const started = performance.now();
  const outcome = await send({
    fetch: sender.fetch,
    url,
    init: { method, headers, body: encodeBody(o.body) },
    timeoutMs: o.timeoutMs === undefined ? sender.timeoutMs : o.timeoutMs,
    retries: o.retry === false ? 0 : (o.retry ?? defaultRetries(method)),
  });
  recordUpstream({
    host: new URL(url).host,
    path,
    method,
    status: outcome.kind === 'answered' ? outcome.status : outcome.reason,
    ms: Math.round(performance.now() - started),
  });
  return outcome;
}

/**
 * The service's answer to a call, offered to the other instances (`offer`, from a shared lookup) only
 * when it is content or an absence (what the local cache keeps too), never a failure, so an outage is not
 * spread for 30 s.
 */
export async function askService<T>(
  sender: Sender,
  call: Call<T>,
  offer: ((answer: RawAnswer | null) => void) | null = null,
): Promise<Answered<T>> {
  const { read } = call;
  let offered: RawAnswer | null = null;
  try {
    const outcome = await ask(sender, call);
    if (outcome.kind !== 'answered') return { result: read(outcome), outcome };
    const result = read(outcome);
    if (result.kind !== 'failed') offered = { status: outcome.status, text: outcome.text };
    return { result, outcome };
  } finally {
    // Also on a throwing schema: the lock is released and its renewal stopped.
    offer?.(offered);
  }
}

/**
 * One answer for a call: read with the call's schema from what this instance heard for another schema
 * lately or is hearing now (`recent`); else asked of the service, or, with shared answers, read from
 * another instance's copy; or, when the caller keeps a copy of its own (`hasOwnCopy`) and another
 * instance is asking right now, `busy`.
 */
export async function fetchAnswer<T>(
  sender: Sender,
  call: SharedCall<T>,
  shared: SharedAnswers | null,
  hasOwnCopy = false,
  recent: RecentAnswers | null = null,
): Promise<Fetched<T>> {
  const { key } = call;
  const kept = recent?.get(key) ?? null;
  if (kept) return fromCopy(call, kept);
  const asked = recent?.asked(key);
  const heard = asked ? await asked : null;
  if (heard) return fromOutcome(call, heard.outcome, heard.storedAt);
  const settle = recent?.startAsking(key);
  let told: Heard | null = null;
  let keep = false;
  try {
    const lookup = shared ? await shared.lookup(key, { hasOwnCopy }) : null;
    if (lookup?.kind === 'copy') {
      const { status, text, storedAt } = lookup.copy;
      told = { outcome: { kind: 'answered', status, text }, storedAt };
      keep = true;
      return fromCopy(call, lookup.copy);
    }
    if (lookup?.kind === 'busy') return { busy: true };
    const answered = await askService(sender, call, lookup?.offer ?? null);
    told = answered.outcome ? { outcome: answered.outcome } : null;
    keep = answered.result.kind !== 'failed';
    return answered;
  } finally {
    settle?.(told, keep);
  }
}

function fromOutcome<T>(call: Call<T>, outcome: SendOutcome, storedAt?: number): Answered<T> {
  return { result: call.read(outcome), storedAt, outcome };
}

function fromCopy<T>(call: Call<T>, { status, text, storedAt }: SharedCopy): Answered<T> {
  return fromOutcome(call, { kind: 'answered', status, text }, storedAt);
}
