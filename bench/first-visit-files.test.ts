import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstVisitFiles, roundOf, sentBytes } from './first-visit-files.mjs';

const PAGE = `<!doctype html><html><head>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next">
<link rel="preload" as="image" href="/_amplify/image?url=x&amp;w=640">
<script src="/_next/static/chunks/main.js" async></script>
<script src="/_next/static/chunks/polyfills.js" nomodule></script>
<script src="https://tags.example.com/gtm.js" async></script>
</head><body><script>self.__next_f.push([1])</script></body></html>`;
const CSS = `@font-face{font-family:a;src:url(../media/inter.woff2)format("woff2")}
@font-face{font-family:b;src:url("../media/playfair.woff2")}`;

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/') return res.end(PAGE);
    if (req.url === '/_next/static/chunks/site.css') return res.end(CSS);
    if (req.url === '/zipped') {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      return res.end(gzipSync('a'.repeat(10_000)));
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("a first visit's files", () => {
  it("finds the page's own scripts and stylesheets and the fonts they name, not other sites' or legacy ones", async () => {
    expect(await firstVisitFiles(`${origin}/`)).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/site.css',
      '/_next/static/media/inter.woff2',
      '/_next/static/media/playfair.woff2',
    ]);
  });

  it('counts the bytes as sent, encoded, and refuses a file that is not there', async () => {
    const zipped = await sentBytes(`${origin}/zipped`);
    expect(zipped).toBe(gzipSync('a'.repeat(10_000)).length);
    await expect(sentBytes(`${origin}/missing.js`)).rejects.toThrow('answered 404');
  });

  it('goes round the files for wrk', () => {
    expect(roundOf(['/a.js', '/b.css'])).toContain('local files = { "/a.js", "/b.css" }');
  });
});
