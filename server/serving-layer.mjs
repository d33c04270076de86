// The serving layer in front of Next, as one HTTP server around Next's request handler. A page, or
// anything the HTML cache may keep, is rendered by Next into an answer held here
// (server/rendered-answer.mjs) and sent by one function with its policy, cookie and encoding
// (server/answers.mjs); a cached page, or a picture of the image proxy's, is answered without entering
// Next, as a CDN would in production. The build's static files are sent from memory in the encoding the
// build made (server/static-files.mjs); API routes, other assets and router requests stream straight
// from Next. server/main.mjs runs it in front of Next; its tests run it in front of a stand-in handler.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import {
  acceptsGzip,
  guardStreamed,
  keptForm,
  readAnswer,
  sendAnswer,
  takenWhole,
  withUserAgent,
} from './answers.mjs';
import { bodyRefusal, continueIfAsked, sendBodyRefusal } from './body-ceiling.mjs';
import { answerHealth } from './health.mjs';
import {
  cacheSlot,
  deviceCookieFor,
  FillLock,
  HtmlCache,
  pageCacheSeconds,
  RefreshQueue,
  sharedMaxAge,
  staleSeconds,
} from './html-cache.mjs';
import { RenderedAnswer } from './rendered-answer.mjs';
import {
  loadServerActions,
  rawErrorAnswer,
  screenRequest,
  sendErrorPage,
  SERVER_ERROR_TEXT,
  unknownActionAnswer,
} from './request-guard.mjs';
import { createRequestLog, requestLogEntry, requestLogMode } from './request-log.mjs';
import { policySources } from './security-headers.mjs';
import { answerStatic, loadStaticFiles } from './static-files.mjs';
import { onContentChange } from '../shared/content-changes.mjs';
import { secureCookiesFor } from '../shared/cookies.mjs';
import { withTrace } from '../shared/request-trace.mjs';
import { staticSecurityHeaders } from '../shared/security-headers.mjs';
/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */
/** @import { Answer } from './answers.mjs' */
/** @import { RefusedAnswer } from './request-guard.mjs' */
/** @import { CachePart } from './request-log.mjs' */
/** @import { RequestTrace } from '../shared/request-trace.mjs' */

/**
 * @typedef {object} ServingLayerOptions
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<unknown>} handle Next's request handler, or a stand-in for it.
 * @property {Record<string, string | undefined>} [env]
 * @property {string} [distDir] The build's folder (`.next`): its static files and Server Actions.
 * @property {() => number} [now] The clock the page and picture caches read, in milliseconds.
 */
/** @typedef {RequestTrace & { cache: CachePart }} Trace A request's trace, for its line in the request log. */
/** @typedef {{ key: string; address: string; kind?: 'image' }} Slot */
/**
 * What a render needs beside the request: its slot in a cache, the device cookie it gives, whether the
 * visitor takes gzip, and its trace.
 * @typedef {object} RenderContext
 * @property {Slot | null} slot
 * @property {{ setCookie: string } | null} device
 * @property {boolean} gzip
 * @property {Trace | null} trace
 */

/**
 * An HTTP server (not yet listening) answering through `handle`, Next's request handler, with the
 * settings in `env` and the build in `distDir`. `now` is the clock the caches read.
 * @param {ServingLayerOptions} options
 * @returns {Server}
 */
export function createServingLayer({
  handle,
  env = process.env,
  distDir = path.join(process.cwd(), '.next'),
  now = () => Date.now(),
}) {
  const cache = new HtmlCache({ now });
  // The image proxy's pictures, kept apart so they never push a page out, and left alone by a publish: an
  // address names one rendition of one picture. A page's pictures are as many requests as its scripts,
  // and Next's route to the proxy's own cache of renditions cost 2 to 6 ms of CPU for each.
  const pictures = new HtmlCache({ maxEntries: 1000, maxBytes: 8 * 1024 * 1024, now });
  const storeFor = (/** @type {Slot} */ slot) => (slot.kind === 'image' ? pictures : cache);
  const fills = new FillLock();
  const refreshes = new RefreshQueue();
  // A publish (POST /api/revalidate here, or another instance's notice) drops the changed pages.
  onContentChange((change) => cache.forget(change));
  const pageCacheLimit = pageCacheSeconds(env);
  const secureCookies = secureCookiesFor(env.SITE_URL);
  const everyAnswerHeaders = staticSecurityHeaders(env.SITE_URL ?? '');
  const securityHeaders = Object.entries(everyAnswerHeaders);
  const sources = policySources(env);
  const log = requestLogMode(env) === 'json' ? createRequestLog() : null;
  const staticFiles = loadStaticFiles(distDir);
  const serverActions = loadServerActions(distDir);

  // With the request log on, what Next does runs inside the request's trace, which collects its upstream
  // calls. Only here: a cached answer makes none, and opening a trace for it would cost more than the
  // rest of its line.
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Trace | null} trace
   */
  function nextHandles(req, res, trace) {
    return trace ? withTrace(trace, () => handle(req, res)) : handle(req, res);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {unknown} error
   */
  function failed(req, res, error) {
    console.error(`Request ${req.method} ${req.url} failed:`, error);
    sendErrorPage(req, res, { status: 500, title: 'Something went wrong', message: SERVER_ERROR_TEXT });
  }

  // Next renders into an answer held here; once it is complete, the answer is read (policy, encodings),
  // kept when it is shareable, and sent. The visitor leaving stops the render. Without `res` the render
  // refreshes a stale copy the visitor already has: nothing is sent, and a failure keeps the stale copy.
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse | null} res
   * @param {RenderContext} context
   */
  async function render(req, res, { slot, device, gzip, trace }) {
    const rendered = new RenderedAnswer(req);
    let gone = !res;
    const left = () => {
      gone = true;
      rendered.destroy();
    };
    res?.once('close', left);
    // Next leaves the body plain: the serving layer hashes it and encodes it once, for every visitor.
    req.headers['accept-encoding'] = 'identity';
    withUserAgent(req);
    await nextHandles(req, rendered, trace);
    await rendered.settled;
    res?.off('close', left);
    if (rendered.destroyed) {
      if (!gone) failed(req, /** @type {ServerResponse} */ (res), rendered.abandonedWith);
      else if (!res) console.warn(`Refreshing ${req.url} failed:`, rendered.abandonedWith);
      return null;
    }
    const shareable = slot && req.method === 'GET';
    const headers = rendered.getHeaders();
    // A page is kept at most PAGE_CACHE_SECONDS, so a publish that misses its notice still shows in time.
    // A picture is kept as long as its answer allows (a year): its address names one rendition of one
    // picture, which no publish changes, and the picture cache's size bounds what it holds.
    const limit = slot?.kind === 'image' ? Infinity : pageCacheLimit;
    const maxAge = shareable ? sharedMaxAge(rendered.statusCode, headers, limit) : 0;
    // A page request with no slot is one whose address is answered for itself alone (takenWhole,
    // cacheSlot): private, so that no cache in front keeps it under another address.
    const alone = !slot && (req.method === 'GET' || req.method === 'HEAD');
    const answer = await readAnswer(rendered, { sources, gzip: gzip || maxAge > 0, alone });
    // Only an answer with a slot has a shared max-age.
    const kept = /** @type {Slot} */ (slot);
    const store = maxAge > 0 ? storeFor(kept) : null;
    store?.set(kept.key, keptForm(answer), maxAge, staleSeconds(rendered.statusCode, headers, limit));
    if (!gone)
      sendAnswer(req, /** @type {ServerResponse} */ (res), answer, { gzip, setCookie: device?.setCookie });
    return store ? store.get(kept.key) : null;
  }

  // One render for a key at a time; requests for the key meanwhile wait for it (or get its stale copy).
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse | null} res
   * @param {RenderContext} context
   */
  async function fill(req, res, context) {
    const filled = context.slot && req.method === 'GET' ? fills.claim(context.slot.key) : null;
    try {
      const stored = await render(req, res, context);
      filled?.(stored);
    } finally {
      filled?.(null);
    }
  }

  // A fresh cached page is answered at once. A stale one is answered at once too, and the page is queued
  // to be rendered again behind the visitors, as an edge's stale-while-revalidate does. A miss is
  // rendered for the page's normalised address (what any other parameter would not change), unless that
  // address is being rendered for another request, whose answer it then shares.
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Slot | null} slot
   * @param {Trace | null} trace
   */
  async function answer(req, res, slot, trace) {
    const gzip = acceptsGzip(req);
    const device = deviceCookieFor(req, { secure: secureCookies, newId: randomUUID });
    if (device) req.headers.cookie = device.requestCookie;
    if (slot) {
      req.url = slot.address;
      const store = storeFor(slot);
      const kept = store.get(slot.key);
      const refresh = kept !== null && !store.isFresh(kept) && !fills.busy(slot.key);
      const hit = kept ?? (await fills.pending(slot.key));
      const stale = hit !== null && hit === kept && !store.isFresh(hit);
      if (trace) trace.cache = hit ? (stale ? 'stale' : 'hit') : 'miss';
      if (hit) {
        // What the caches keep is what render kept: an answer of readAnswer's.
        sendAnswer(req, res, /** @type {Answer} */ (hit), {
          gzip,
          setCookie: device?.setCookie,
          kept: hit,
          stale,
          now,
        });
        if (refresh) refreshes.add(slot.key, () => fill(req, null, { slot, device, gzip: true, trace }));
        return;
      }
    }
    await fill(req, res, { slot, device, gzip, trace });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Trace | null} trace
   */
  function handleRequest(req, res, trace) {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    // Like any proxy, the serving layer adds the address it was reached from to X-Forwarded-For: limits
    // per client read the right-most address that is not one of our own hops, which no client can forge.
    const peer = req.socket.remoteAddress;
    if (peer) {
      const earlier = req.headers['x-forwarded-for'];
      req.headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer;
    }
    const screened = screenRequest(req.method, req.url);
    if (screened.refuse) {
      console.warn(
        `Refused ${String(req.method).slice(0, 20)} ${String(req.url).slice(0, 200)}: ${screened.refuse.status}`,
      );
      return sendErrorPage(req, res, screened.refuse);
    }
    req.url = screened.pass;
    const tooLarge = bodyRefusal(req.headers);
    if (tooLarge) {
      console.warn(
        `Refused ${req.method} ${String(req.url).slice(0, 200)}: 413 (${req.headers['content-length']} bytes)`,
      );
      return sendBodyRefusal(req, res, tooLarge);
    }
    // A Server Action of no build of ours: answered here as Next would, in one line of the log.
    const unknownAction = unknownActionAnswer(req.method, req.headers, serverActions);
    if (unknownAction) {
      console.warn(
        `Refused POST ${String(req.url).slice(0, 200)}: no Server Action ${JSON.stringify(unknownAction.id)} (${unknownAction.status})`,
      );
      res.writeHead(unknownAction.status, unknownAction.headers);
      return res.end(unknownAction.body);
    }
    continueIfAsked(req, res);
    if (answerHealth(req, res)) return;
    if (answerStatic(req, res, staticFiles)) return;
    const slot = cacheSlot(req);
    const whole = takenWhole(req, slot);
    if (!whole) guardStreamed(res, { sources });
    const answered = whole ? answer(req, res, slot, trace) : nextHandles(req, res, trace);
    answered.catch((error) => failed(req, res, error));
  }

  // With the request log on, each request writes its line once the answer is out (or the connection
  // closed).
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function logged(req, res) {
    /** @type {Trace} */
    const trace = { upstream: [], cache: null };
    const started = performance.now();
    const url = req.url;
    const method = req.method;
    res.once('close', () => {
      /** @type {NonNullable<typeof log>} */ (log)(
        requestLogEntry({ req: { method, url }, res, started, cache: trace.cache, upstream: trace.upstream }),
      );
    });
    handleRequest(req, res, trace);
  }

  const onRequest = log
    ? logged
    : (/** @type {IncomingMessage} */ req, /** @type {ServerResponse} */ res) =>
        handleRequest(req, res, null);
  const server = createServer(onRequest);
  // A client asking before it sends a body is handled as any other, and hears "go on" only once the
  // request has passed every refusal (handleRequest).
  server.on('checkContinue', onRequest);
  // Requests Node answers before the handler: CONNECT (a proxy's verb) and what its parser refuses.
  server.on('connect', (req, socket) => {
    console.warn(`Refused CONNECT ${String(req.url).slice(0, 200)}: 405`);
    const refusal = /** @type {RefusedAnswer} */ (screenRequest('CONNECT', '/').refuse);
    socket.end(rawErrorAnswer(refusal, everyAnswerHeaders));
  });
  // A client that hung up (reset, or gone while we wrote) sent nothing malformed: no warning for it.
  /** @type {Set<string | undefined>} */
  const HUNG_UP = new Set(['ECONNRESET', 'EPIPE']);
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (!HUNG_UP.has(error.code)) console.warn(`Refused a malformed request: ${error.code ?? error.message}`);
    if (socket.writable) {
      socket.end(
        rawErrorAnswer(
          { status: 400, title: 'Bad request', message: 'This request could not be read.' },
          everyAnswerHeaders,
        ),
      );
    } else socket.destroy();
  });
  return server;
}
