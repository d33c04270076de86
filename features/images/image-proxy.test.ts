import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createImageHostPolicy } from './image-hosts';
import { createImageProxy, type ImageProxy } from './image-proxy';

// A real local image host: a JPEG 800 wide, a PNG with alpha, and the ways a source goes wrong.
let server: Server;
let origin: string;
let publicDir: string;
const hits = new Map<string, number>();
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  png = await sharp({
    create: { width: 200, height: 100, channels: 4, background: { r: 200, g: 160, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    const send = (status: number, type: string, body: Buffer | string, delay = 0) =>
      setTimeout(() => res.writeHead(status, { 'content-type': type }).end(body), delay);
    if (pathname === '/images/photo.jpg') return send(200, 'image/jpeg', jpeg);
    if (pathname === '/images/slow.jpg') return send(200, 'image/jpeg', jpeg, 100);
    if (pathname === '/images/logo.png') return send(200, 'image/png', png);
    if (pathname === '/images/page.html') return send(200, 'text/html', '<p>hello</p>');
    if (pathname === '/images/broken.jpg') return send(200, 'image/jpeg', 'this is not an image');
    if (pathname === '/images/error.jpg') return send(500, 'text/plain', 'boom');
    if (pathname === '/images/moved.jpg') return res.writeHead(302, { location: '/images/photo.jpg' }).end();
    if (pathname === '/images/away.jpg') {
      const port = (server.address() as AddressInfo).port;
      return res.writeHead(302, { location: `http://localhost:${port}/images/photo.jpg` }).end();
    }
    return send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  publicDir = await mkdtemp(path.join(tmpdir(), 'furlong-public-'));
  await mkdir(path.join(publicDir, 'images'));
  await writeFile(path.join(publicDir, 'images', 'local.png'), png);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(publicDir, { recursive: true, force: true });
});

let proxy: ImageProxy;
beforeEach(() => {
  hits.clear();
  proxy = createImageProxy({
    policy: createImageHostPolicy({ origins: [origin], hosts: ['cdn.example.com'] }),
    publicDir,
  });
});

function get(query: string, accept = 'image/avif,image/webp,*/*'): Promise<Response> {
  return proxy.handle(new Request(`http://site.test/_amplify/image?${query}`, { headers: { accept } }));
}

function forSource(name: string, rest = 'w=400'): string {
  return `url=${encodeURIComponent(`${origin}/images/${name}`)}&${rest}`;
}

async function decoded(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('image proxy', () => {
  it('resizes to w and answers WebP to a browser that takes it, cacheable for a year', async () => {
    const response = await get(forSource('photo.jpg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await decoded(response);
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(400);
    expect(metadata.height).toBe(300);
  });

  it('answers AVIF when WebP is not accepted, else the source format', async () => {
    const avif = await get(forSource('photo.jpg'), 'image/avif,*/*');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await decoded(avif)).format).toBe('heif');

    const jpegAnswer = await get(forSource('photo.jpg'), 'image/avif;q=0,*/*');
    expect(jpegAnswer.headers.get('content-type')).toBe('image/jpeg');
    expect((await decoded(jpegAnswer)).format).toBe('jpeg');

    const pngAnswer = await get(forSource('logo.png', 'w=100'), '*/*');
    expect(pngAnswer.headers.get('content-type')).toBe('image/png');
    const metadata = await decoded(pngAnswer);
    expect(metadata.format).toBe('png');
    expect(metadata.hasAlpha).toBe(true);
  });

  it('never makes an image wider than its source', async () => {
    const response = await get(forSource('photo.jpg', 'w=3000'), '*/*');
    expect((await decoded(response)).width).toBe(800);
  });

  it('uses quality 100 unless q is given', async () => {
    const byDefault = Buffer.from(await (await get(forSource('photo.jpg'), '*/*')).arrayBuffer());
    const at100 = Buffer.from(await (await get(forSource('photo.jpg', 'w=400&q=100'), '*/*')).arrayBuffer());
    const at30 = Buffer.from(await (await get(forSource('photo.jpg', 'w=400&q=30'), '*/*')).arrayBuffer());
    expect(byDefault.equals(at100)).toBe(true);
    expect(at30.byteLength).toBeLessThan(at100.byteLength);
  });

  it('serves a repeated request from its cache', async () => {
    expect((await get(forSource('photo.jpg'))).status).toBe(200);
    expect((await get(forSource('photo.jpg'))).status).toBe(200);
    expect(hits.get('/images/photo.jpg')).toBe(1);
    // Another format is another entry.
    expect((await get(forSource('photo.jpg'), 'image/avif')).status).toBe(200);
    expect(hits.get('/images/photo.jpg')).toBe(2);
  });

  it('fetches the source once for concurrent identical requests', async () => {
    const responses = await Promise.all([1, 2, 3, 4].map(() => get(forSource('slow.jpg'), 'image/webp')));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(hits.get('/images/slow.jpg')).toBe(1);
  });

  it('makes the blurred placeholder', async () => {
    const response = await get(forSource('photo.jpg', 'w=10&q=50&blur=3'), 'image/webp');
    expect(response.status).toBe(200);
    expect((await decoded(response)).width).toBe(10);
  });

  it('follows a redirect within the same host', async () => {
    const response = await get(forSource('moved.jpg'), 'image/webp');
    expect(response.status).toBe(200);
  });

  it('reads site paths from public/', async () => {
    const response = await get('url=%2Fimages%2Flocal.png&w=50', '*/*');
    expect(response.status).toBe(200);
    expect((await decoded(response)).width).toBe(50);
    expect((await get('url=%2F..%2Fetc%2Fpasswd&w=50')).status).toBe(400);
    expect((await get('url=%2Fimages%2Fnone.png&w=50')).status).toBe(400);
  });

  it.each([
    [
      'a host not allowed',
      () => `url=${encodeURIComponent('https://evil.example/x.jpg')}&w=100`,
      'Image host not allowed',
    ],
    [
      'an allowed host over http',
      () => `url=${encodeURIComponent('http://cdn.example.com/x.jpg')}&w=100`,
      'Image host not allowed',
    ],
    [
      'a private address',
      () => `url=${encodeURIComponent('http://10.0.0.1/x.jpg')}&w=100`,
      'Image host not allowed',
    ],
    [
      'another loopback name',
      () => `url=${encodeURIComponent(`${origin.replace('127.0.0.1', 'localhost')}/images/photo.jpg`)}&w=100`,
      'Image host not allowed',
    ],
    ['a redirect to another host', () => forSource('away.jpg'), 'Image redirected to another host'],
    ['a 404 upstream', () => forSource('missing.jpg'), 'Image source answered 404'],
    ['an upstream error', () => forSource('error.jpg'), 'Image source answered 500'],
    ['a page that is no image', () => forSource('page.html'), 'Not an image'],
    ['bytes that are no image', () => forSource('broken.jpg'), 'Image could not be decoded'],
    ['no url', () => 'w=100', 'url is required'],
    ['w=abc', () => forSource('photo.jpg', 'w=abc'), 'w must be a whole number'],
    ['no w', () => forSource('photo.jpg', 'q=50'), 'w is required'],
    ['w=0', () => forSource('photo.jpg', 'w=0'), 'w must be at least 1'],
    ['w=4000', () => forSource('photo.jpg', 'w=4000'), 'w must be at most 3840'],
    ['q=101', () => forSource('photo.jpg', 'w=100&q=101'), 'q must be at most 100'],
    ['q=0', () => forSource('photo.jpg', 'w=100&q=0'), 'q must be at least 1'],
    [
      'url=javascript:…',
      () => 'url=javascript%3Aalert(1)&w=100',
      'url must be an absolute http(s) URL or a path of this site',
    ],
    [
      'url=file:///etc/passwd',
      () => 'url=file%3A%2F%2F%2Fetc%2Fpasswd&w=100',
      'url must be an absolute http(s) URL or a path of this site',
    ],
    [
      'a protocol-relative url',
      () => 'url=%2F%2Fevil.example%2Fx.jpg&w=100',
      'url must be an absolute http(s) URL or a path of this site',
    ],
  ])('answers 400 with a short reason for %s', async (_case, query, reason) => {
    const response = await get(query());
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(reason);
  });

  it('answers 400 when the source is too slow or too large', async () => {
    const strict = createImageProxy({
      policy: createImageHostPolicy({ origins: [origin], hosts: [] }),
      publicDir,
      timeoutMs: 20,
    });
    const slow = await strict.handle(new Request(`http://site.test/_amplify/image?${forSource('slow.jpg')}`));
    expect(slow.status).toBe(400);
    expect(await slow.text()).toBe('Image source timed out');

    const small = createImageProxy({
      policy: createImageHostPolicy({ origins: [origin], hosts: [] }),
      publicDir,
      maxBytes: 100,
    });
    const large = await small.handle(
      new Request(`http://site.test/_amplify/image?${forSource('photo.jpg')}`),
    );
    expect(large.status).toBe(400);
    expect(await large.text()).toBe('Image too large');
  });
});
