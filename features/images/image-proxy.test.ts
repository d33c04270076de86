import sharp from 'sharp';
import { expectConsole } from '@/test/setup';
import { startImageHost, type ImageHost } from './image-host-fixture';
import { createImageHostPolicy } from './image-hosts';
import { createImageProxy, REFUSED_TEXT, type ImageProxy } from './image-proxy';

let host: ImageHost;
let origin: string;
let publicDir: string;
let hits: Map<string, number>;

beforeAll(async () => {
  host = await startImageHost();
  ({ origin, publicDir, hits } = host);
});

afterAll(() => host.close());

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

function forSource(name: string, rest = 'w=640&q=80'): string {
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
    expect(metadata.width).toBe(640);
    expect(metadata.height).toBe(480);
  });

  it('answers the source format when WebP is not accepted, never AVIF', async () => {
    const avifOnly = await get(forSource('photo.jpg'), 'image/avif,*/*');
    expect(avifOnly.headers.get('content-type')).toBe('image/jpeg');
    expect((await decoded(avifOnly)).format).toBe('jpeg');

    const jpegAnswer = await get(forSource('photo.jpg'), 'image/avif;q=0,*/*');
    expect(jpegAnswer.headers.get('content-type')).toBe('image/jpeg');
    expect((await decoded(jpegAnswer)).format).toBe('jpeg');

    const pngAnswer = await get(forSource('logo.png', 'w=120'), '*/*');
    expect(pngAnswer.headers.get('content-type')).toBe('image/png');
    const metadata = await decoded(pngAnswer);
    expect(metadata.format).toBe('png');
    expect(metadata.hasAlpha).toBe(true);
  });

  it('never makes an image wider than its source', async () => {
    const response = await get(forSource('photo.jpg', 'w=3000'), '*/*');
    expect((await decoded(response)).width).toBe(800);
  });

  it('uses quality 80 unless q is given', async () => {
    const bytes = async (rest: string) =>
      Buffer.from(await (await get(forSource('photograph.jpg', rest), '*/*')).arrayBuffer());
    const [byDefault, at80, at30] = await Promise.all(['w=320', 'w=320&q=80', 'w=320&q=30'].map(bytes));
    expect(byDefault!.equals(at80!)).toBe(true);
    expect(at30!.byteLength).toBeLessThan(at80!.byteLength);
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
    expectConsole('warn');
    const response = await get('url=%2Fimages%2Flocal.png&w=72', '*/*');
    expect(response.status).toBe(200);
    expect((await decoded(response)).width).toBe(72);
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
  ])('answers 400 with the one refusal for %s, its reason only in the log', async (_case, query, reason) => {
    const logged = expectConsole('warn');
    const response = await get(query());
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(REFUSED_TEXT);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain(reason);
  });

  it.each([
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
  ])('answers 400 saying what is wrong with a query of %s', async (_case, query, reason) => {
    const response = await get(query());
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(reason);
  });

  it('lets a shared cache keep a picture only at the address the pages write', async () => {
    const normal = forSource('photo.jpg', 'w=640&q=80');
    expect((await get(normal)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const other of [
      forSource('photo.jpg', 'w=640&q=80&junk=1'),
      forSource('photo.jpg', 'w=600&q=80'),
      forSource('photo.jpg', 'w=640'),
      forSource('photo.jpg', 'q=80&w=640'),
      `url=${origin}/images/photo.jpg&w=640&q=80`,
    ]) {
      const response = await get(other);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    }
  });

  it('answers 400 when the source is too slow or too large', async () => {
    const logged = expectConsole('warn');
    const strict = createImageProxy({
      policy: createImageHostPolicy({ origins: [origin], hosts: [] }),
      publicDir,
      timeoutMs: 20,
    });
    const slow = await strict.handle(new Request(`http://site.test/_amplify/image?${forSource('slow.jpg')}`));
    expect(slow.status).toBe(400);
    expect(await slow.text()).toBe(REFUSED_TEXT);

    const small = createImageProxy({
      policy: createImageHostPolicy({ origins: [origin], hosts: [] }),
      publicDir,
      maxBytes: 100,
    });
    const large = await small.handle(
      new Request(`http://site.test/_amplify/image?${forSource('photo.jpg')}`),
    );
    expect(large.status).toBe(400);
    expect(await large.text()).toBe(REFUSED_TEXT);
    expect(String(logged.mock.calls.at(-1)?.[0])).toContain('Image too large');
  });
});
