import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { withPagePolicy } from './page-policy.mjs';
import { policySources } from './security-headers.mjs';
import { sha256Source } from '../shared/html-scripts.mjs';

const sources = policySources({ SITE_URL: 'http://localhost:3000' });
const page = [
  '<!doctype html><html><head><script>a()</script>',
  '</head><body><p>Hi</p>',
  '<script>b()</script></body></html>',
];

/** Gzips whatever is written after it was installed, as Next's compression does once it runs. */
function compressLater(res: ServerResponse) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const chunks: Buffer[] = [];
  res.setHeader('content-encoding', 'gzip');
  res.write = ((chunk: string | Buffer) => {
    chunks.push(Buffer.from(chunk));
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: string | Buffer) => {
    if (chunk) chunks.push(Buffer.from(chunk));
    write(gzipSync(Buffer.concat(chunks)));
    return end();
  }) as ServerResponse['end'];
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    withPagePolicy(res, sources);
    if (req.url === '/page') {
      compressLater(res);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      for (const part of page) res.write(part);
      res.end();
    } else if (req.url === '/payload') {
      compressLater(res);
      res.writeHead(200, { 'content-type': 'text/x-component' });
      res.write('0:"streamed"\n');
      res.end('1:"payload"\n');
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><script>c()</script></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The answer's bytes as sent, not decompressed. */
function raw(path: string): Promise<{ headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

describe('withPagePolicy', () => {
  it('sends a compressed page whole, with a policy allowing exactly its inline scripts', async () => {
    const { headers, body } = await raw('/page');
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(page.join(''));
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'${sha256Source('a()')}'`);
    expect(policy).toContain(`'${sha256Source('b()')}'`);
  });

  it('passes any other answer straight through, leaving a wrapper installed after it in place', async () => {
    const { headers, body } = await raw('/payload');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(gunzipSync(body).toString()).toBe('0:"streamed"\n1:"payload"\n');
  });

  it('reads a page written with its headers at once', async () => {
    const { headers, body } = await raw('/plain');
    expect(body.toString()).toBe('<html><script>c()</script></html>');
    expect(headers.get('content-security-policy')).toContain(`'${sha256Source('c()')}'`);
  });
});
