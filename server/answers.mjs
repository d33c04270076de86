// What a visitor is sent when the serving layer takes Next's answer whole (a page, or anything the HTML
// cache may keep): readAnswer turns what Next rendered into the answer to send, with the page's policy
// and the body plain and gzip-encoded; sendAnswer sends it, from the cache or fresh, with the visitor's
// device cookie. The visitor's response is written once, by sendAnswer.
import { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gunzipSync, gzip as gzipWithCallback } from 'node:zlib';
import { isRouterRequest } from './html-cache.mjs';
import { decoded, isHtml, pageWithPolicy, strictestPolicy } from './page-policy.mjs';
import { takeHeadArguments } from './rendered-answer.mjs';
import { isWorkerScript, WORKER_CACHE_CONTROL } from '../shared/offline-worker.mjs';
import { isPagePath } from '../shared/requests.mjs';
import { COMPRESSIBLE_TYPE, MIN_COMPRESSED_SIZE } from '../shared/static-encodings.mjs';
/** @import { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http' */
/** @import { CachedAnswer, CacheableRequest } from './html-cache.mjs' */
/** @import { RenderedAnswer } from './rendered-answer.mjs' */
/** @import { PolicySources } from './security-headers.mjs' */

/**
 * An answer ready to send, with the headers each form of its body is sent with.
 * @typedef {CachedAnswer & {
 *   gzip: Buffer | null;
 *   sent: { plain: OutgoingHttpHeaders; gzip: OutgoingHttpHeaders | null };
 * }} Answer
 */

const gzip = promisify(gzipWithCallback);

// Headers that describe the bytes as Next would have sent them; sendAnswer writes its own.
const FRAMING = ['content-length', 'transfer-encoding', 'content-encoding', 'connection', 'keep-alive'];

/**
 * True for a request whose answer is taken whole from Next before anything is sent: a page document
 * (its Content-Security-Policy needs the complete HTML, and it may get the device cookie) or an answer
 * the HTML cache may keep. Everything else (assets, API routes, router requests) streams straight through.
 * @param {CacheableRequest} req
 * @param {{ key: string; address: string } | null} slot
 * @returns {boolean}
 */
export function takenWhole(req, slot) {
  if (slot) return true;
  return !isRouterRequest(req) && isPagePath(req.url);
}

/**
 * Next renders a page's metadata in its <head> for every user agent (next.config.ts htmlLimitedBots),
 * so a crawler's render is the same page as anyone's, except for a request without a User-Agent, which
 * Next still streams it to. Such a request is given one before Next renders it, so that what any cache
 * keeps is the same bytes whoever asked first.
 * @param {CacheableRequest} req
 */
export function withUserAgent(req) {
  if (!req.headers['user-agent']) req.headers['user-agent'] = 'unknown';
}

/**
 * True when the request's Accept-Encoding takes gzip.
 * @param {CacheableRequest} req
 * @returns {boolean}
 */
export function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * @param {unknown} vary
 * @param {string} name
 * @returns {string}
 */
function withVary(vary, name) {
  const list = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (list.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) return list;
  return list.trim() === '' ? name : `${list}, ${name}`;
}

// Text of 1 KiB or more (shared/static-encodings.mjs), unless the answer forbids transforming it.
/**
 * @param {OutgoingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {boolean}
 */
function worthGzip(headers, body) {
  return (
    body.length >= MIN_COMPRESSED_SIZE &&
    COMPRESSIBLE_TYPE.test(String(headers['content-type'] ?? '')) &&
    !/\bno-transform\b/i.test(String(headers['cache-control'] ?? ''))
  );
}

/** What an error answer's Cache-Control says: kept by no cache, whatever Next said. */
const ERROR_CACHE_CONTROL = 'no-store';
/** What a page answered for its request alone says (server/main.mjs render). */
const ALONE_CACHE_CONTROL = 'private, no-store';

/**
 * The Cache-Control an answer goes out with: an error (status 400 or more) is never shareable, Next's
 * 404 pages say `s-maxage=30`; the offline worker's script is asked for again by every cache (Next marks
 * it as kept for a year, as it marks any file it made at build); a page answered for its request alone is
 * private; anything else keeps what Next said.
 * @template {OutgoingHttpHeader | undefined} C
 * @param {number} statusCode
 * @param {C} control
 * @param {{ alone?: boolean, worker?: boolean }} [options]
 * @returns {C | string}
 */
function sentCacheControl(statusCode, control, { alone = false, worker = false } = {}) {
  if (statusCode >= 400) return ERROR_CACHE_CONTROL;
  if (worker) return WORKER_CACHE_CONTROL;
  return alone ? ALONE_CACHE_CONTROL : control;
}

/**
 * @param {OutgoingHttpHeaders} headers
 * @param {number} statusCode
 * @param {{ alone?: boolean, worker?: boolean }} options
 */
function withCacheControl(headers, statusCode, options) {
  const control = sentCacheControl(statusCode, headers['cache-control'], options);
  if (control !== undefined) headers['cache-control'] = control;
}

/**
 * The answer to send from what Next rendered (server/rendered-answer.mjs): its status and headers, an
 * HTML page's Content-Security-Policy, the Cache-Control it may go out with (sentCacheControl), and the
 * body plain and, when `gzip` asks and it is worth it, gzip-encoded (off the event loop).
 * @param {RenderedAnswer} rendered
 * @param {{ sources: PolicySources; gzip: boolean; alone?: boolean }} options
 * @returns {Promise<Answer>}
 */
export async function readAnswer(rendered, { sources, gzip: wanted, alone = false }) {
  const given = rendered.getHeaders();
  /** @type {OutgoingHttpHeaders} */
  const headers = {};
  for (const name of Object.keys(given)) {
    if (!FRAMING.includes(name)) headers[name] = given[name];
  }
  withCacheControl(headers, rendered.statusCode, { alone, worker: isWorkerScript(rendered.req?.url) });
  /** @type {Buffer} */
  let body = rendered.body;
  const encoding = given['content-encoding'];
  if (encoding !== undefined && body.length > 0) {
    try {
      body = decoded(body, encoding);
    } catch (error) {
      // Sent as it came, with its own encoding, and an HTML page with the strictest policy.
      headers['content-encoding'] = encoding;
      if (isHtml(headers['content-type'])) {
        console.error('Content-Security-Policy:', error instanceof Error ? error.message : error);
        headers['content-security-policy'] = strictestPolicy(sources);
      }
      return framed({ statusCode: rendered.statusCode, headers, body, gzip: null });
    }
  }
  // An HTML page is read for its policy first, as its payload's scripts become one (server/page-policy.mjs);
  // the body is then compressed on libuv's thread pool.
  if (isHtml(headers['content-type'])) {
    const page = pageWithPolicy(body, sources, rendered.req?.url);
    body = page.body;
    headers['content-security-policy'] = page.policy;
  }
  const compressing = wanted && worthGzip(headers, body) ? gzip(body) : null;
  const compressed = compressing ? await compressing : null;
  if (compressed) headers.vary = withVary(headers.vary, 'Accept-Encoding');
  return framed({ statusCode: rendered.statusCode, headers, body, gzip: compressed });
}

// No body, and so no length, for these statuses (RFC 9110 §8.6).
const BODILESS = new Set([204, 304]);

/**
 * @param {OutgoingHttpHeaders} headers
 * @param {number} statusCode
 * @param {Buffer} body
 * @param {string | undefined} encoding
 * @returns {OutgoingHttpHeaders}
 */
function withFraming(headers, statusCode, body, encoding) {
  const sent = { ...headers };
  if (encoding) sent['content-encoding'] = encoding;
  // A HEAD answer rendered without its body does not know its length.
  if (!BODILESS.has(statusCode) && body.length > 0) sent['content-length'] = body.length;
  return sent;
}

/**
 * The answer with the headers each form of its body goes out with, made once: a cached page is sent
 * thousands of times a second, and then only its age is new.
 * @param {{ statusCode: number; headers: OutgoingHttpHeaders; body: Buffer; gzip: Buffer | null }} answer
 * @returns {Answer}
 */
function framed(answer) {
  const { statusCode, headers, body, gzip: compressed } = answer;
  const plain = withFraming(headers, statusCode, body, headers['content-encoding']);
  const encoded = compressed ? withFraming(headers, statusCode, compressed, 'gzip') : null;
  return { ...answer, sent: { plain, gzip: encoded } };
}

/**
 * For an answer Next streams straight to the visitor (an API route, an asset, a router request): when
 * its head is written, an error is made unshareable and an HTML answer gets the strictest
 * Content-Security-Policy, no inline script at all, as its body is never read here. Next's 404 page for
 * `/api/…` or `/_next/…` is such an answer.
 * @param {GuardedResponse} res
 * @param {{ sources: PolicySources }} options
 */
export function guardStreamed(res, { sources }) {
  res[GUARD_SOURCES] = sources;
  res.writeHead = /** @type {GuardedResponse['writeHead']} */ (guardedWriteHead);
}

const GUARD_SOURCES = Symbol('policy sources');
/** @typedef {ServerResponse & { [GUARD_SOURCES]?: PolicySources }} GuardedResponse */

// The writeHead of every streamed answer (one function, the policy's sources kept on the response).
/**
 * @this {GuardedResponse}
 * @param {number} statusCode
 * @param {string | OutgoingHttpHeaders | OutgoingHttpHeader[]} [reason]
 * @param {unknown} [headers]
 * @returns {GuardedResponse}
 */
function guardedWriteHead(statusCode, reason, headers) {
  reason = takeHeadArguments(this, reason, headers);
  if (!this.headersSent) {
    const control = sentCacheControl(statusCode, this.getHeader('cache-control'));
    if (control !== undefined) this.setHeader('cache-control', control);
    if (isHtml(this.getHeader('content-type')) && !this.hasHeader('content-security-policy')) {
      this.setHeader(
        'content-security-policy',
        strictestPolicy(/** @type {PolicySources} */ (this[GUARD_SOURCES])),
      );
    }
  }
  // writeHead with a reason phrase, the one of Node's overloads this call takes.
  const writeHead =
    /** @type {(this: ServerResponse, statusCode: number, reason?: string) => GuardedResponse} */ (
      ServerResponse.prototype.writeHead
    );
  return writeHead.call(this, statusCode, reason);
}

/**
 * An answer as the HTML cache keeps it: its gzip form alone when it has one, a ninth of the plain
 * body's size. Nearly every visitor and edge takes gzip; for the one that does not, sendAnswer unzips it.
 * @param {Answer} answer
 * @returns {Answer}
 */
export function keptForm(answer) {
  return answer.gzip ? { ...answer, body: null } : answer;
}

/**
 * `Cache-Control` with its `s-maxage` set to `seconds`: a kept answer goes out with the freshness it has
 * left here, at least 1 s, so a cache in front (nginx, which reads no `Age`) keeps it no longer than this
 * cache would have, and a stale one only for a second while it is rendered again behind it.
 * @param {unknown} control
 * @param {number} seconds
 * @returns {string}
 */
export function withSharedMaxAge(control, seconds) {
  return String(control ?? '').replace(/\bs-maxage=\d+/, `s-maxage=${seconds}`);
}

/**
 * Sends an answer: gzip-encoded when the visitor accepts it and it has that form; when it comes from the
 * cache (`kept`, its entry's times), with the freshness it has left and whether it was stale; and with
 * the visitor's new device id cookie beside any cookie Next set. `now` is the clock the cache's entry
 * times were read from.
 * @param {Pick<IncomingMessage, 'method'>} req
 * @param {ServerResponse} res
 * @param {Answer} answer
 * @param {object} [options]
 * @param {boolean} [options.gzip]
 * @param {string | undefined} [options.setCookie]
 * @param {{ expires: number }} [options.kept]
 * @param {boolean} [options.stale]
 * @param {() => number} [options.now] The clock `kept.expires` was read from; Date.now unless given.
 */
export function sendAnswer(
  req,
  res,
  answer,
  { gzip = false, setCookie, kept, stale = false, now = Date.now } = {},
) {
  const encoded = gzip && answer.gzip ? answer.gzip : null;
  const body = encoded ?? answer.body ?? gunzipSync(/** @type {Buffer} */ (answer.gzip));
  let headers = /** @type {OutgoingHttpHeaders} */ (encoded ? answer.sent.gzip : answer.sent.plain);
  if (kept) {
    const left = Math.max(1, Math.ceil((kept.expires - now()) / 1000));
    headers = { ...headers, 'cache-control': withSharedMaxAge(headers['cache-control'], left) };
    res.setHeader('x-furlong-cache', stale ? 'STALE' : 'HIT');
  }
  if (setCookie) {
    const current = headers['set-cookie'];
    headers = { ...headers, 'set-cookie': current === undefined ? setCookie : [current, setCookie].flat() };
  }
  res.writeHead(answer.statusCode, headers);
  res.end(req.method === 'HEAD' || BODILESS.has(answer.statusCode) ? undefined : body);
}
