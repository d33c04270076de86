import { ServerResponse, type IncomingMessage } from 'node:http';

export function takeHeadArguments(
  res: ServerResponse,
  reason: unknown,
  headers?: unknown,
): string | undefined;

export class RenderedAnswer extends ServerResponse {
  constructor(req: IncomingMessage);
  /** Resolves once the answer has ended or was abandoned. */
  readonly settled: Promise<void>;
  /** Why it was abandoned, once `destroyed`. */
  abandonedWith?: Error;
  /** Everything written, in order. */
  readonly body: Buffer;
}
