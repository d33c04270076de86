import type { IncomingMessage, ServerResponse } from 'node:http';

export interface StaticFile {
  type: string;
  /** True when the file is kept as the build's encoded copies, whose answers vary by Accept-Encoding. */
  encoded: boolean;
  etag: string;
  bodies: Partial<Record<'identity' | 'br' | 'gzip', Buffer>>;
  headers: Partial<Record<'identity' | 'br' | 'gzip', Record<string, string | number>>>;
}

export function loadStaticFiles(distDir: string): Map<string, StaticFile>;
export function answerStatic(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  res: ServerResponse,
  files: Map<string, StaticFile>,
): boolean;
