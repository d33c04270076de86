#!/usr/bin/env node
// The production server: Next behind a small HTML cache (scripts/html-cache.mjs), so a cached page is
// answered without entering Next at all, as a CDN would in production.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import next from 'next';
import {
  cacheKey,
  deviceCookieFor,
  HtmlCache,
  secureCookiesFor,
  sharedMaxAge,
  withoutSetCookie,
} from './html-cache.mjs';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  policySources,
  staticSecurityHeaders,
} from './security-headers.mjs';

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' });
const handle = app.getRequestHandler();
const cache = new HtmlCache();
const secureCookies = secureCookiesFor(process.env.SITE_URL);
const securityHeaders = Object.entries(staticSecurityHeaders(process.env.SITE_URL ?? ''));
const sources = policySources(process.env);

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

// Passes the answer through while keeping a copy, stored if Next marked it shareable. The device id
// cookie given by this server is no part of what is judged or stored.
function captureInto(key, res, ownCookie) {
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = (chunk, ...rest) => {
    if (chunk) chunks.push(Buffer.from(chunk));
    return write(chunk, ...rest);
  };
  res.end = (chunk, ...rest) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
    const headers = ownCookie ? withoutSetCookie(res.getHeaders(), ownCookie) : res.getHeaders();
    const maxAge = sharedMaxAge(res.statusCode, headers);
    if (maxAge > 0)
      cache.set(key, { statusCode: res.statusCode, headers, body: Buffer.concat(chunks) }, maxAge);
    return end(chunk, ...rest);
  };
}

function isHtml(contentType) {
  return /^text\/html\b/i.test(String(contentType ?? ''));
}

// An HTML answer is held until it is complete, so its Content-Security-Policy can allow exactly its own
// inline scripts by hash (scripts/security-headers.mjs); any other answer passes straight through. Set
// before the cache copies the headers, so a cached page is served with its policy.
function withPagePolicy(res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks = [];
  let head = null;
  // Decided at the first header or byte: hold HTML, pass the rest through. The wrappers stay in place
  // either way: Next's compression wraps them in turn, and must not be unwrapped.
  let holding = null;
  const decide = (headers) => {
    if (holding === null) {
      const given =
        headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type');
      holding = isHtml(given ? given[1] : res.getHeader('content-type'));
    }
    return holding;
  };
  res.writeHead = function (statusCode, ...rest) {
    const headers = rest.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg));
    if (!decide(headers)) return original.writeHead.call(this, statusCode, ...rest);
    head = [statusCode, ...rest];
    return this;
  };
  res.write = function (chunk, encoding, callback) {
    if (!decide()) return original.write.call(this, chunk, encoding, callback);
    if (chunk) chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (!decide()) return original.end.call(this, chunk, encoding, callback);
    if (chunk && typeof chunk !== 'function') {
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    }
    holding = false; // what follows (the answer itself) goes straight out
    const body = Buffer.concat(chunks);
    try {
      const gzipped = /gzip/i.test(String(res.getHeader('content-encoding') ?? ''));
      const html = (gzipped ? gunzipSync(body) : body).toString('utf8');
      res.setHeader(
        'content-security-policy',
        contentSecurityPolicy({ hashes: inlineScriptHashes(html), sources }),
      );
    } catch (error) {
      // An answer that cannot be read gets the strictest policy: no inline script at all.
      console.error('Content-Security-Policy:', error instanceof Error ? error.message : error);
      res.setHeader('content-security-policy', contentSecurityPolicy({ hashes: [], sources }));
    }
    if (head) original.writeHead.apply(res, head);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    return original.end.call(res, body, done);
  };
}

function isDocumentPath(url) {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return !path.startsWith('/_next/') && !path.startsWith('/_amplify/') && !/\.[a-z0-9]+$/i.test(path);
}

await app.prepare();
createServer((req, res) => {
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  const device = deviceCookieFor(req, { secure: secureCookies, newId: randomUUID });
  if (device) {
    req.headers.cookie = device.requestCookie;
    sendDeviceCookie(res, device.setCookie);
  }
  const key = cacheKey(req);
  const hit = key ? cache.get(key) : null;
  if (hit) return sendCached(req, res, hit);
  if (key && req.method === 'GET') captureInto(key, res, device?.setCookie);
  if (isDocumentPath(req.url)) withPagePolicy(res);
  handle(req, res).catch((error) => {
    console.error('Request failed:', error instanceof Error ? error.message : error);
    if (!res.headersSent) res.writeHead(500).end();
  });
}).listen(port, () => console.log(`Serving on http://localhost:${port}`));
