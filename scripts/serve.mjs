#!/usr/bin/env node
// The production server: Next behind a small HTML cache (scripts/html-cache.mjs), so a cached page is
// answered without entering Next at all, as a CDN would in production.
import { createServer } from 'node:http';
import next from 'next';
import { cacheKey, HtmlCache, sharedMaxAge } from './html-cache.mjs';

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' });
const handle = app.getRequestHandler();
const cache = new HtmlCache();

function sendCached(req, res, entry) {
  res.writeHead(entry.statusCode, {
    ...entry.headers,
    age: String(Math.floor((Date.now() - entry.stored) / 1000)),
    'x-furlong-cache': 'HIT',
  });
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

// Passes the answer through while keeping a copy, stored if Next marked it shareable.
function captureInto(key, res) {
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = (chunk, ...rest) => {
    if (chunk) chunks.push(Buffer.from(chunk));
    return write(chunk, ...rest);
  };
  res.end = (chunk, ...rest) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
    const headers = res.getHeaders();
    const maxAge = sharedMaxAge(res.statusCode, headers);
    if (maxAge > 0)
      cache.set(key, { statusCode: res.statusCode, headers, body: Buffer.concat(chunks) }, maxAge);
    return end(chunk, ...rest);
  };
}

await app.prepare();
createServer((req, res) => {
  const key = cacheKey(req);
  const hit = key ? cache.get(key) : null;
  if (hit) return sendCached(req, res, hit);
  if (key && req.method === 'GET') captureInto(key, res);
  handle(req, res).catch((error) => {
    console.error('Request failed:', error instanceof Error ? error.message : error);
    if (!res.headersSent) res.writeHead(500).end();
  });
}).listen(port, () => console.log(`Serving on http://localhost:${port}`));
