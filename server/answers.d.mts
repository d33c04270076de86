import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedAnswer, CacheableRequest } from './html-cache.mjs';
import type { RenderedAnswer } from './rendered-answer.mjs';
import type { PolicySources } from './security-headers.mjs';

export interface Answer extends CachedAnswer {
  gzip: Buffer | null;
  /** The headers each form of the body is sent with. */
  sent: { plain: Record<string, unknown>; gzip: Record<string, unknown> | null };
}

export function takenWhole(req: CacheableRequest, slot: { key: string; address: string } | null): boolean;
export function withUserAgent(req: CacheableRequest): void;
export function acceptsGzip(req: CacheableRequest): boolean;
export function readAnswer(
  rendered: RenderedAnswer,
  options: { sources: PolicySources; gzip: boolean; alone?: boolean },
): Promise<Answer>;
export function guardStreamed(res: ServerResponse, options: { sources: PolicySources }): void;
export function keptForm(answer: Answer): Answer;
export function withSharedMaxAge(control: unknown, seconds: number): string;
export function sendAnswer(
  req: Pick<IncomingMessage, 'method'>,
  res: ServerResponse,
  answer: Answer,
  options?: {
    gzip?: boolean;
    setCookie?: string | undefined;
    kept?: { expires: number };
    stale?: boolean;
    /** The clock `kept.expires` was read from; Date.now unless given. */
    now?: () => number;
  },
): void;
