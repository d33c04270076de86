// Writing answers: JSON (with pack image references made absolute), HTML, browser doubles' scripts and
// error envelopes.
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * spec: a pack string `pack:images/NAME` is served as `{sandbox origin}/images/NAME`, and an embed of
 * the sandbox's map provider, `pack:embeds/NAME`, as `{sandbox origin}/embeds/NAME`.
 */
export function rewritePackImages(value: string, origin: string): string {
  if (!value.includes('pack:')) return value;
  return value
    .replaceAll('pack:images/', `${origin}/images/`)
    .replaceAll('pack:embeds/', `${origin}/embeds/`);
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

const browserDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'browser');

/** A handler that answers one of the browser doubles in sandbox/browser, read once, never cached. */
export function browserScript(file: string) {
  const script = readFileSync(path.join(browserDir, file), 'utf8');
  return ({ res }: { res: ServerResponse }) => {
    res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(script);
  };
}
