import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerStatic, loadStaticFiles } from './static-files.mjs';
import { precompressStatic } from '../shared/static-encodings.mjs';

const script = Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a+${i}}`).join('\n');
const font = Buffer.alloc(4096, 9);

let dir: string;
let server: Server;
let origin: string;

// The serving layer in miniature: a static file it keeps, or "Next" (a 299 naming the address).
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-files-'));
  const chunks = path.join(dir, 'static', 'chunks');
  await mkdir(chunks, { recursive: true });
  await mkdir(path.join(dir, 'static', 'media'), { recursive: true });
  await writeFile(path.join(chunks, 'main.js'), script);
  await writeFile(path.join(chunks, 'tiny.js'), 'x()');
  await writeFile(path.join(dir, 'static', 'media', 'inter.woff2'), font);
  await precompressStatic(dir);
  // Written after the build's encoding step, as Next writes its manifests: no copies beside it.
  await writeFile(path.join(chunks, 'late.js'), script);
  const files = loadStaticFiles(dir);
  server = createServer((req, res) => {
    res.setHeader('x-frame-options', 'SAMEORIGIN');
    if (answerStatic(req, res, files)) return;
    res.writeHead(299, { 'content-type': 'text/plain' });
    res.end(`next ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function ask(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${origin}${url}`, { method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('static files from the serving layer', () => {
  it("sends a browser that takes brotli the build's brotli copy, cacheable for a year", async () => {
    const answer = await ask('/_next/static/chunks/main.js', CHROME);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-frame-options': 'SAMEORIGIN',
      'content-length': String(answer.body.length),
    });
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip to a browser that takes only gzip, or refuses brotli', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const answer = await ask('/_next/static/chunks/main.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(script);
    }
  });

  it('sends a font as it is, to any browser', async () => {
    const answer = await ask('/_next/static/media/inter.woff2', CHROME);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('font/woff2');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.equals(font)).toBe(true);
  });

  it('answers 304 to a browser whose copy is current, and HEAD with the headers alone', async () => {
    const first = await ask('/_next/static/chunks/main.js', CHROME);
    const again = await ask('/_next/static/chunks/main.js', {
      ...CHROME,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await ask('/_next/static/chunks/main.js', { ...CHROME, 'if-none-match': 'W/"other"' });
    expect(stale.status).toBe(200);
    const head = await ask('/_next/static/chunks/main.js', CHROME, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next what it does not keep: unknown files, files without copies, text unencoded, ranges, other methods', async () => {
    for (const [url, headers, method] of [
      ['/_next/static/chunks/missing.js', CHROME, 'GET'],
      ['/_next/static/chunks/../../../package.json', CHROME, 'GET'],
      ['/_next/static/chunks/late.js', CHROME, 'GET'],
      ['/_next/static/chunks/tiny.js', CHROME, 'GET'],
      ['/_next/static/chunks/main.js', { ...CHROME, range: 'bytes=0-9' }, 'GET'],
      ['/_next/static/chunks/main.js', CHROME, 'POST'],
      ['/_next/static/chunks/main.js', {}, 'GET'],
      ['/_next/static/chunks/main.js', { 'accept-encoding': 'identity' }, 'GET'],
      ['/news', CHROME, 'GET'],
    ] as const) {
      const answer = await ask(url, headers, method);
      expect(answer.status, `${method} ${url}`).toBe(299);
    }
  });

  it('keeps nothing when the build has no static files', () => {
    expect(loadStaticFiles(path.join(dir, 'nowhere')).size).toBe(0);
  });
});
