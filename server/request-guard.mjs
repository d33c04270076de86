// Screens a request before it reaches Next: a method the site has no use for, an over-long address, a
// malformed escape or a Server Action of no build of ours must get a proper answer, not a bare 500 (or
// a stack trace in the log) from deep inside the framework.
import { readFileSync } from 'node:fs';
import path from 'node:path';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * An answer given before Next: an error page (or JSON to an API caller) with this status and text.
 * @typedef {object} RefusedAnswer
 * @property {number} status
 * @property {string} title
 * @property {string} message
 * @property {Record<string, string>} [headers]
 */

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const MAX_PATH_LENGTH = 2048;
export const MAX_URL_LENGTH = 8192;

// The same text as ui/error/error-messages.ts (kept equal by server/request-guard.test.ts).
export const SERVER_ERROR_TEXT =
  'The server encountered an internal error or misconfiguration and is currently unable to complete your request';

const HEX = /^[0-9a-f]{2}$/i;

/**
 * A path whose escapes do not decode (`/news/%E0%A4%A`, `/faqs/%ZZ`) read leniently, as a browser shows
 * it: a stray '%' is itself, an incomplete UTF-8 sequence is U+FFFD; then encoded again, so the site
 * answers it as the unknown path it is. Null when the path decodes as it is.
 * @param {string} path
 * @returns {string | null}
 */
export function repairedPath(path) {
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return path
      .split('/')
      .map((segment) => encodeURIComponent(lenientDecode(segment)))
      .join('/');
  }
}

/**
 * @param {string} segment
 * @returns {string}
 */
function lenientDecode(segment) {
  /** @type {number[]} */
  const bytes = [];
  for (let i = 0; i < segment.length; i += 1) {
    const pair = segment.slice(i + 1, i + 3);
    if (segment[i] === '%' && HEX.test(pair)) {
      bytes.push(parseInt(pair, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(segment[i]));
    }
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes));
}

/**
 * What to do with a request: `{ pass: url }` (maybe repaired) or `{ refuse: { status, title, message,
 * headers } }`.
 * @param {string | undefined} method
 * @param {string | undefined} url
 * @returns {{ pass: string; refuse?: undefined } | { refuse: RefusedAnswer; pass?: undefined }}
 */
export function screenRequest(method, url) {
  if (method === undefined || !ALLOWED_METHODS.includes(method)) {
    return {
      refuse: {
        status: 405,
        title: 'Method not allowed',
        message: `This site does not answer ${String(method).slice(0, 20)} requests.`,
        headers: { allow: ALLOWED_METHODS.join(', ') },
      },
    };
  }
  const target = url ?? '/';
  if (!target.startsWith('/')) {
    return {
      refuse: { status: 400, title: 'Bad request', message: 'The address of this request is not valid.' },
    };
  }
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (target.length > MAX_URL_LENGTH || path.length > MAX_PATH_LENGTH) {
    return {
      refuse: { status: 414, title: 'Address too long', message: 'The address of this request is too long.' },
    };
  }
  const repaired = repairedPath(path);
  return { pass: repaired === null ? target : repaired + (queryAt === -1 ? '' : target.slice(queryAt)) };
}

/** @type {Record<string, string>} */
const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (/** @type {unknown} */ text) =>
  String(text).replace(/[&<>"']/g, (char) => /** @type {string} */ (escapes[char]));

/**
 * A small, complete error page for answers given before Next (no script, so any policy allows it).
 * @param {RefusedAnswer} answer
 * @returns {string}
 */
export function errorPage({ status, title, message }) {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f7f3ea;color:#0a2a1b">
<main style="max-width:40rem;margin:0 auto;padding:4rem 1.5rem">
<p style="font-size:4rem;font-weight:700;margin:0;color:#b08d2e">${status}</p>
<h1 style="font-size:1.75rem;margin:.5rem 0 1rem">${escapeHtml(title)}</h1>
<p style="font-size:1.125rem;line-height:1.6">${escapeHtml(message)}</p>
<p><a href="/" style="display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;background:#0a2a1b;color:#fff;font-weight:600;text-decoration:none">Back to homepage</a></p>
</main></body></html>
`;
}

/** The error page's Content-Security-Policy: it has no script, no picture and no frame. */
export const ERROR_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** @type {Record<number, string>} */
const REASONS = { 400: 'Bad Request', 405: 'Method Not Allowed', 414: 'URI Too Long' };

/**
 * The whole HTTP answer as bytes, for a socket Node hands over before any response object exists, with
 * the headers every answer carries (`securityHeaders`, shared/security-headers.mjs).
 * @param {RefusedAnswer} answer
 * @param {Record<string, string>} [securityHeaders]
 * @returns {string}
 */
export function rawErrorAnswer(answer, securityHeaders = {}) {
  const body = errorPage(answer);
  const headers = {
    ...securityHeaders,
    ...answer.headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'content-security-policy': ERROR_PAGE_POLICY,
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${answer.status} ${REASONS[answer.status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Answers with an error page, once, whatever was sent before.
 * @param {Pick<IncomingMessage, 'method'>} req
 * @param {ServerResponse} res
 * @param {RefusedAnswer} answer
 * @returns {void}
 */
export function sendErrorPage(req, res, answer) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = errorPage(answer);
  res.writeHead(answer.status, {
    ...answer.headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'content-security-policy': ERROR_PAGE_POLICY,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The Server Action IDs of the build (`.next/server/server-reference-manifest.json`), or null when the
 * manifest cannot be read (then Next judges every action itself).
 * @param {string} distDir
 * @returns {Set<string> | null}
 */
export function loadServerActions(distDir) {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
    );
    return new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})]);
  } catch {
    return null;
  }
}

// Next's own length for a Server Action's ID: a malformed one is a bad request, a well-formed unknown
// one an action of another build (next/dist/shared/lib/server-reference-info.js).
const ACTION_ID_LENGTH = 42;

/**
 * The answer to a Server Action call (a POST with Next-Action) that names no action of this build, as
 * Next gives it, or null for any other request. Next would answer it too, but logs the error with its
 * stack; Next's own header lets the browser's router reload the page, as it does for Next's answer.
 * @param {string | undefined} method
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {Set<string> | null} actions
 * @returns {{ status: number; id: string; body: string; headers: Record<string, string> } | null}
 */
export function unknownActionAnswer(method, headers, actions) {
  const id = headers['next-action'];
  if (method !== 'POST' || typeof id !== 'string' || actions === null || actions.has(id)) return null;
  const status = id.length === ACTION_ID_LENGTH ? 409 : 400;
  return {
    status,
    id: id.slice(0, 64),
    body: status === 400 ? 'Invalid Server Action request.' : 'Server Action unavailable.',
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-nextjs-action-not-found': '1',
    },
  };
}
