import type { IncomingMessage, ServerResponse } from 'node:http';

export const HEALTH_PATHS: Set<string>;
export function answerHealth(
  req: Pick<IncomingMessage, 'method' | 'url'>,
  res: ServerResponse,
  check?: () => (() => Promise<{ ready: boolean }>) | null,
): boolean;
