import sharp from 'sharp';
import { expectConsole } from '@/test/setup';
import { IMAGE_WIDTHS } from '@/ui/image/image-variants';
import { startImageHost, type ImageHost } from './image-host-fixture';
import { createImageHostPolicy } from './image-hosts';
import { createImageProxy, type ImageProxyOptions } from './image-proxy';
import type * as ImageTransform from './image-transform';
import { transformImage } from './image-transform';

// The real transform, counted: how many renditions the proxy makes is what these tests are about.
vi.mock('./image-transform', async (importOriginal) => {
  const actual = await importOriginal<typeof ImageTransform>();
  return { ...actual, transformImage: vi.fn(actual.transformImage) };
});
const transform = vi.mocked(transformImage);
let realTransform: typeof transformImage;

let host: ImageHost;
beforeAll(async () => {
  host = await startImageHost();
  ({ transformImage: realTransform } = await vi.importActual<typeof ImageTransform>('./image-transform'));
});
afterAll(() => host.close());
beforeEach(() => {
  host.hits.clear();
  transform.mockClear();
});

function proxyWith(transforms?: ImageProxyOptions['transforms']) {
  const proxy = createImageProxy({
    policy: createImageHostPolicy({ origins: [host.origin], hosts: [] }),
    publicDir: host.publicDir,
    transforms,
  });
  return (query: string, accept = 'image/webp') =>
    proxy.handle(new Request(`http://site.test/_amplify/image?${query}`, { headers: { accept } }));
}

const photo = (rest: string) => `url=${encodeURIComponent(`${host.origin}/images/photo.jpg`)}&${rest}`;
const photograph = (rest: string) =>
  `url=${encodeURIComponent(`${host.origin}/images/photograph.jpg`)}&${rest}`;

async function decoded(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

/** The next transform waits for `release()`; `started` resolves once it is running. */
function holdNextTransform() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => {
    transform.mockImplementationOnce(async (...args) => {
      resolve();
      await held;
      return realTransform(...args);
    });
  });
  return { started, release };
}

describe('image proxy variants', () => {
  it('snaps a width the site never asks for up to the next allowed one, sharing its rendition', async () => {
    const get = proxyWith();
    const [odd, allowed] = await Promise.all([get(photo('w=333')), get(photo('w=448'))]);
    expect((await decoded(odd)).width).toBe(448);
    expect((await decoded(allowed)).width).toBe(448);
    expect(transform).toHaveBeenCalledTimes(1);
    expect(host.hits.get('/images/photo.jpg')).toBe(1);
  });

  it('makes only allowed widths and never AVIF, whatever width and Accept are asked', async () => {
    // A queue long enough for all of them: this is about widths, not about refusing work.
    const get = proxyWith({ maxWaiting: 40, maxWaitMs: 30_000 });
    const accepts = ['image/avif', 'image/webp', '*/*', 'image/avif,image/webp,*/*'];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        get(photo(`w=${1 + Math.floor(random() * 3840)}`), accepts[i % accepts.length]),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(['image/webp', 'image/jpeg']).toContain(answer.headers.get('content-type'));
      const { width = 0 } = await decoded(answer);
      // The source is 800 wide, and never enlarged.
      expect(IMAGE_WIDTHS.includes(width) || width === 800).toBe(true);
    }
    // At most one rendition per allowed width and format.
    expect(transform.mock.calls.length).toBeLessThanOrEqual(IMAGE_WIDTHS.length * 2);
  });

  it('snaps quality up to 50 or 80, and past 80 to 80', async () => {
    const get = proxyWith();
    const bytes = async (q: number) =>
      Buffer.from(await (await get(photograph(`w=320&q=${q}`), '*/*')).arrayBuffer());
    const [at30, at50, at75, at100] = await Promise.all([30, 50, 75, 100].map(bytes));
    expect(at30!.equals(at50!)).toBe(true);
    expect(at75!.equals(at100!)).toBe(true);
    expect(at50!.byteLength).toBeLessThan(at100!.byteLength);
    expect(transform).toHaveBeenCalledTimes(2);
  });

  it('answers a browser that takes only AVIF in the source format, quickly', async () => {
    const get = proxyWith();
    const started = performance.now();
    // A 1536-wide photograph: as AVIF at quality 100 this took 2.2–2.5 s of CPU; as JPEG about 0.2 s.
    const response = await get('url=%2Fimages%2Fhero.jpg&w=1536', 'image/avif');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await decoded(response)).width).toBe(1536);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});

describe('image proxy transforms', () => {
  it('runs one transform for identical concurrent requests', async () => {
    const get = proxyWith();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(photo('w=640'))));
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
    expect(transform).toHaveBeenCalledTimes(1);
  });

  it('answers 503 with Retry-After, not cached, when the queue is full; then serves the image', async () => {
    const get = proxyWith({ concurrency: 1, maxWaiting: 0, maxWaitMs: 1_000 });
    const hold = holdNextTransform();
    const first = get(photo('w=640'));
    await hold.started;
    const refused = await get(photo('w=320'));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toBe('Image service busy');
    // Refused before its source was fetched.
    expect(host.hits.get('/images/photo.jpg')).toBe(1);
    hold.release();
    expect((await first).status).toBe(200);
    const later = await get(photo('w=320'));
    expect(later.status).toBe(200);
    expect((await decoded(later)).width).toBe(320);
  });

  it('answers 503 to a request that waited too long for a transform', async () => {
    const get = proxyWith({ concurrency: 1, maxWaiting: 4, maxWaitMs: 50 });
    const hold = holdNextTransform();
    const first = get(photo('w=640'));
    await hold.started;
    const waited = await get(photo('w=320'));
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('5');
    hold.release();
    expect((await first).status).toBe(200);
    expect(transform).toHaveBeenCalledTimes(1);
  });

  it('answers an unexpected failure with a 400, logged, never a 500', async () => {
    const get = proxyWith();
    const logged = expectConsole('error');
    transform.mockRejectedValueOnce(new TypeError('something unforeseen'));
    const response = await get(photo('w=640'));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Image could not be served');
    expect(logged).toHaveBeenCalledWith('Image proxy failed', expect.any(TypeError));
  });
});
