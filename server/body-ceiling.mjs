// The serving layer's ceiling on request bodies (docs/operations.md, "Request bodies"): a request that
// declares a body larger than any route takes is answered 413 before Next reads a byte of it, and the
// connection is closed rather than read to its end. A client that asks first (`Expect: 100-continue`) is
// told to send its body only once every refusal has passed (continueIfAsked). A body of undeclared length (chunked) is counted by what reads it: each
// route's own limit (features/request-body), Next's for Server Actions and for the proxy's copy.
import { sendErrorPage } from './request-guard.mjs';
/** @import { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http' */
/** @import { RefusedAnswer } from './request-guard.mjs' */
import { MAX_BODY_BYTES } from '../shared/request-body.mjs';

/**
 * The 413 for a request whose declared body is past MAX_BODY_BYTES, or null when it may be read.
 * @param {IncomingHttpHeaders} headers
 * @returns {RefusedAnswer | null}
 */
export function bodyRefusal(headers) {
  const declared = Number(headers['content-length']);
  if (!(declared > MAX_BODY_BYTES)) return null;
  return {
    status: 413,
    title: 'Request too large',
    message: `This site takes request bodies of at most ${MAX_BODY_BYTES} bytes.`,
    headers: { connection: 'close' },
  };
}

/**
 * Answers the refusal: JSON to an API route's caller, a small error page to anyone else.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {RefusedAnswer} refusal
 * @returns {void}
 */
export function sendBodyRefusal(req, res, refusal) {
  if (!String(req.url).startsWith('/api/')) return sendErrorPage(req, res, refusal);
  const body = JSON.stringify({ error: refusal.message });
  res.writeHead(refusal.status, {
    ...refusal.headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * For a client that sent `Expect: 100-continue` and waits to be told to send its body: called once the
 * request has passed every refusal, so a refused one is answered without its body ever being sent.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export function continueIfAsked(req, res) {
  if (/(?:^|\W)100-continue(?:\W|$)/i.test(String(req.headers.expect ?? ''))) res.writeContinue();
}
