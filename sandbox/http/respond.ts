// Writing answers: JSON (with pack image references made absolute), HTML, and error envelopes.
import type { ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A service-specific error body; the content-service envelope when absent. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorEnvelope(code: string, message: string) {
  return { status: 'error', error: { code, message } } as const;
}

/** spec: a pack string `pack:images/NAME` is served as `{sandbox origin}/images/NAME`. */
export function rewritePackImages(value: string, origin: string): string {
  return value.includes('pack:images/') ? value.replaceAll('pack:images/', `${origin}/images/`) : value;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  origin: string,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body, (_key, value: unknown) =>
    typeof value === 'string' ? rewritePackImages(value, origin) : value,
  );
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
