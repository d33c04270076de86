import 'server-only';
import type { z } from 'zod';
import { isRecord } from '@/platform/shared/is-record';
import { UpstreamUnavailableError, type UpstreamResult } from './outcome';
import type { SendOutcome } from './transport';

/** Statuses by which an upstream says "no such thing" rather than "cannot answer". */
const ABSENT_STATUSES: ReadonlySet<number> = new Set([404, 410]);

/** Envelope error codes that mean the same, for services that answer 200 with status 'fail'. */
const ABSENT_CODES: ReadonlySet<string> = new Set(['not_found', 'notfound', '404']);

/** A response counts as successful only if its status is 'success' or it carries an access_token. */
export function isSuccessEnvelope(body: unknown): boolean {
  if (!isRecord(body)) return false;
  return body.status === 'success' || (typeof body.access_token === 'string' && body.access_token !== '');
}

function envelopeErrorCode(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const code = isRecord(body.error) ? body.error.code : body.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code).toLowerCase() : null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; cause: unknown } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, cause };
  }
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

export interface InterpretOptions<T> {
  /** Path as logged and named in errors (no host, no query). */
  path: string;
  envelope: boolean;
  schema: z.ZodType<T> | undefined;
  /** Where an answer that failed its schema is reported (the client says it once a minute a path). */
  warn?: (message: string) => void;
}

/**
 * Where an answer comes from: `fresh` from the service (or another reader's copy of its answer), `kept`
 * from the last good copy, read again with the caller's schema.
 */
export type Source = 'fresh' | 'kept';

/** Turns what the transport got into a result: envelope check, then schema validation. */
export function interpret<T>(
  outcome: SendOutcome,
  options: InterpretOptions<T>,
  source: Source = 'fresh',
): UpstreamResult<T> {
  const { path } = options;
  const fail = (init: Omit<ConstructorParameters<typeof UpstreamUnavailableError>[0], 'path'>) =>
    ({ kind: 'failed', error: new UpstreamUnavailableError({ ...init, path }) }) as const;

  if (outcome.kind === 'unanswered') return fail({ reason: outcome.reason, cause: outcome.cause });

  const { status } = outcome;
  if (ABSENT_STATUSES.has(status)) return { kind: 'absent', path, status };
  const json = parseJson(outcome.text);
  if (status < 200 || status >= 300) {
    return fail({ reason: 'status', status, body: json.ok ? json.value : outcome.text });
  }
  if (!json.ok) return fail({ reason: 'invalid', status, cause: json.cause });

  const body = json.value;
  if (options.envelope && !isSuccessEnvelope(body)) {
    const code = envelopeErrorCode(body);
    if (code && ABSENT_CODES.has(code)) return { kind: 'absent', path, status };
    return fail({ reason: 'envelope', status, body });
  }
  if (!options.schema) return { kind: 'ok', value: body as T, stale: false };

  const parsed = options.schema.safeParse(body);
  if (parsed.success) return { kind: 'ok', value: parsed.data, stale: false };
  // Malformed upstream data never crashes a page; it is logged and treated as a failure, so
  // a fresh answer is neither cached nor kept in place of the last good copy, and a kept copy that this
  // caller's schema refuses is not served.
  const issues = describeIssues(parsed.error.issues);
  (options.warn ?? console.warn)(
    source === 'fresh'
      ? `[platform] ${path}: response failed validation (${issues}); not kept`
      : `[platform] ${path}: last good copy failed validation (${issues}); not served`,
  );
  return fail({ reason: 'invalid', status, body, cause: parsed.error });
}
