#!/usr/bin/env node
// The production server: Next behind a small HTML cache (server/html-cache.mjs), so a cached page is
// answered without entering Next at all, as a CDN would in production.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import next from 'next';
import { answerHealth } from './health.mjs';
import {
  cacheSlot,
  deviceCookieFor,
  FillLock,
  HtmlCache,
  pageCacheSeconds,
  sharedMaxAge,
  withoutSetCookie,
} from './html-cache.mjs';
import { withPagePolicy } from './page-policy.mjs';
import { rawErrorAnswer, screenRequest, sendErrorPage, SERVER_ERROR_TEXT } from './request-guard.mjs';
import { createRequestLog, requestLogEntry, requestLogMode } from './request-log.mjs';
import { policySources, staticSecurityHeaders } from './security-headers.mjs';
import { secureCookiesFor } from '../shared/cookies.mjs';
import { withTrace } from '../shared/request-trace.mjs';
import { isPagePath } from '../shared/requests.mjs';

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' });
const handle = app.getRequestHandler();
const cache = new HtmlCache();
const fills = new FillLock();
const pageCacheLimit = pageCacheSeconds(process.env);
const secureCookies = secureCookiesFor(process.env.SITE_URL);
const securityHeaders = Object.entries(staticSecurityHeaders(process.env.SITE_URL ?? ''));
const sources = policySources(process.env);
const log = requestLogMode(process.env) === 'json' ? createRequestLog() : null;

function sendCached(req, res, entry) {
  res.writeHead(entry.statusCode, {
    ...entry.headers,
    age: String(Math.floor((Date.now() - entry.stored) / 1000)),
    'x-furlong-cache': 'HIT',
  });
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

// Adds the new visitor's device id cookie as the headers go out, on a hit or from Next alike.
function sendDeviceCookie(res, setCookie) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    const given = rest.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg));
    const name = given ? Object.keys(given).find((key) => key.toLowerCase() === 'set-cookie') : undefined;
    if (name) given[name] = [given[name], setCookie].flat();
    else if (!res.headersSent) res.appendHeader('set-cookie', setCookie);
    return writeHead.call(this, statusCode, ...rest);
  };
}

// Passes the answer through while keeping a copy, stored if it is marked shareable, and ends the key's
// fill with it. The device id cookie given by this server is no part of what is judged or stored.
function captureInto(key, res, ownCookie, filled) {
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.on('close', () => filled(null));
  res.write = (chunk, ...rest) => {
    if (chunk) chunks.push(Buffer.from(chunk));
    return write(chunk, ...rest);
  };
  res.end = (chunk, ...rest) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
    const headers = ownCookie ? withoutSetCookie(res.getHeaders(), ownCookie) : res.getHeaders();
    const maxAge = sharedMaxAge(res.statusCode, headers, pageCacheLimit);
    if (maxAge > 0) {
      cache.set(key, { statusCode: res.statusCode, headers, body: Buffer.concat(chunks) }, maxAge);
      filled(cache.get(key));
    } else filled(null);
    return end(chunk, ...rest);
  };
}

// With the request log on, what Next does runs inside the request's trace, which collects its upstream
// calls. Only here: a cached answer makes none, and opening a trace for it would cost more than the rest
// of its line.
function render(req, res, trace) {
  if (isPagePath(req.url)) withPagePolicy(res, sources);
  const handled = trace ? withTrace(trace, () => handle(req, res)) : handle(req, res);
  handled.catch((error) => {
    console.error(`Request ${req.method} ${req.url} failed:`, error);
    sendErrorPage(req, res, { status: 500, title: 'Something went wrong', message: SERVER_ERROR_TEXT });
  });
}

// A cached page is answered at once. A miss is rendered for the page's normalised address (what any
// other parameter would not change), unless that address is being rendered for another request,
// whose answer it then shares.
async function answer(req, res, device, trace) {
  const slot = cacheSlot(req);
  if (!slot) return render(req, res, trace);
  req.url = slot.address;
  const hit = cache.get(slot.key) ?? (await fills.pending(slot.key));
  if (trace) trace.cache = hit ? 'hit' : 'miss';
  if (hit) return sendCached(req, res, hit);
  if (req.method === 'GET') captureInto(slot.key, res, device?.setCookie, fills.claim(slot.key));
  render(req, res, trace);
}

function handleRequest(req, res, trace) {
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  const screened = screenRequest(req.method, req.url);
  if (screened.refuse) {
    console.warn(
      `Refused ${String(req.method).slice(0, 20)} ${String(req.url).slice(0, 200)}: ${screened.refuse.status}`,
    );
    return sendErrorPage(req, res, screened.refuse);
  }
  req.url = screened.pass;
  if (answerHealth(req, res)) return;
  const device = deviceCookieFor(req, { secure: secureCookies, newId: randomUUID });
  if (device) {
    req.headers.cookie = device.requestCookie;
    sendDeviceCookie(res, device.setCookie);
  }
  answer(req, res, device, trace).catch((error) => {
    console.error(`Request ${req.method} ${req.url} failed:`, error);
    sendErrorPage(req, res, { status: 500, title: 'Something went wrong', message: SERVER_ERROR_TEXT });
  });
}

// With the request log on, each request writes its line once the answer is out (or the connection
// closed).
function logged(req, res) {
  const trace = { upstream: [], cache: null };
  const started = performance.now();
  const url = req.url;
  const method = req.method;
  res.once('close', () => {
    log(
      requestLogEntry({ req: { method, url }, res, started, cache: trace.cache, upstream: trace.upstream }),
    );
  });
  handleRequest(req, res, trace);
}

await app.prepare();
const server = createServer(log ? logged : (req, res) => handleRequest(req, res, null));
// Requests Node answers before the handler: CONNECT (a proxy's verb) and what its parser refuses.
server.on('connect', (req, socket) => {
  console.warn(`Refused CONNECT ${String(req.url).slice(0, 200)}: 405`);
  socket.end(rawErrorAnswer(screenRequest('CONNECT', '/').refuse));
});
server.on('clientError', (error, socket) => {
  if (error.code !== 'ECONNRESET')
    console.warn(`Refused a malformed request: ${error.code ?? error.message}`);
  if (socket.writable) {
    socket.end(
      rawErrorAnswer({ status: 400, title: 'Bad request', message: 'This request could not be read.' }),
    );
  } else socket.destroy();
});
server.listen(port, () => console.log(`Serving on http://localhost:${port}`));
