import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentReadinessCheck } from '@/platform/readiness';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import { createServingLayer } from './serving-layer.mjs';
import { sha256Source } from '../shared/html-scripts.mjs';
import { chooseFormat } from '../shared/image-format.mjs';
import { provideReadinessCheck } from '../shared/readiness.mjs';

// The serving layer as server/main.mjs runs it, in front of a stand-in for Next's request handler that
// counts its renders and can be held mid-render, with a clock the test moves: every state of a kept
// answer is seen without waiting for it.

/** The list pages' Cache-Control (features/routing/list-route.ts), whose windows the test steps through. */
const LIST_CACHE_CONTROL = 'public, s-maxage=30, stale-while-revalidate=300, stale-if-error=3600';
const PAGE_SCRIPT = 'window.furlongPage = true';
const visitor = { cookie: 'dismissedProjectSouthampton=true' };

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

let distDir = '';
let server: Server;
let origin = '';
let time = Date.parse('2026-06-16T12:00:00Z');
let renders: string[] = [];
let held: Promise<void> | null = null;

/** What the stand-in answers: a page echoing its address, a picture in the format Accept gets, an API. */
const nextStandIn: Handle = async (req, res) => {
  const url = req.url ?? '/';
  renders.push(url);
  const render = renders.length;
  if (held) await held;
  if (url.startsWith('/api/')) {
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  } else if (url === '/serwist/sw.js') {
    // As Next answers a file it made at build: kept a year by any cache.
    res.writeHead(200, {
      'content-type': 'application/javascript',
      'cache-control': 's-maxage=31536000',
      'service-worker-allowed': '/',
    });
    res.end(`self.render = ${render};`);
  } else if (url.startsWith('/_amplify/image?')) {
    if (url.includes('169.254.169.254')) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('Image could not be served');
      return;
    }
    const webp = chooseFormat(req.headers.accept) === 'webp';
    res.writeHead(200, {
      'content-type': webp ? 'image/webp' : 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(Buffer.from(`picture ${render}`));
  } else {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': LIST_CACHE_CONTROL });
    res.end(
      `<!DOCTYPE html><html><head><script>${PAGE_SCRIPT}</script></head>` +
        `<body><h1>${decodeURIComponent(url)}</h1><p>render ${render}</p></body></html>`,
    );
  }
};

/** Holds every render the stand-in starts from now on, until the returned function is called. */
function holdRenders(): () => void {
  let release = () => {};
  held = new Promise<void>((resolve) => (release = resolve));
  return () => {
    held = null;
    release();
  };
}

async function get(address: string, headers: Record<string, string> = visitor) {
  const response = await fetch(`${origin}${address}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get('x-furlong-cache'),
    control: response.headers.get('cache-control'),
    type: response.headers.get('content-type'),
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  // A build with no static files and no Server Actions.
  distDir = await mkdtemp(path.join(tmpdir(), 'furlong-serving-layer-'));
  server = createServingLayer({
    handle: (req, res) => nextStandIn(req, res),
    env: { SITE_URL: 'http://localhost:3000', REQUEST_LOG: 'off' },
    distDir,
    now: () => time,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

beforeEach(() => {
  renders = [];
  held = null;
});

describe('the HTML cache of the serving layer', () => {
  it('answers a stale page at once while one request renders it again behind it', async () => {
    const page = '/news/racing';
    const rendered = await get(page);
    expect(rendered).toMatchObject({ status: 200, cache: null });
    expect(rendered.body.toString()).toContain('render 1');
    const hit = await get(page);
    expect(hit).toMatchObject({ status: 200, cache: 'HIT' });
    // Sent with the freshness it has left, so a cache in front keeps it no longer.
    expect(hit.control).toContain('s-maxage=30');
    expect(hit.body.toString()).toContain('render 1');
    expect(renders).toEqual([page]);

    // Past its s-maxage: every visitor is answered from the stale copy, while one render, held here,
    // runs behind them.
    time += 30_000;
    const release = holdRenders();
    const stale = await Promise.all([get(page), get(page), get(page)]);
    for (const answer of stale) {
      expect(answer).toMatchObject({ status: 200, cache: 'STALE' });
      expect(answer.body.toString()).toContain('render 1');
    }
    expect(renders).toEqual([page, page]);
    release();
    await expect.poll(async () => (await get(page)).cache).toBe('HIT');
    expect((await get(page)).body.toString()).toContain('render 2');
    expect(renders).toEqual([page, page]);

    // Past its stale window too, it is rendered again for the request that asks.
    time += 30_000 + 300_000 + 1;
    const again = await get(page);
    expect(again).toMatchObject({ status: 200, cache: null });
    expect(again.body.toString()).toContain('render 3');
  });

  it('renders a page asked for by many at once a single time, and answers them all with it', async () => {
    const release = holdRenders();
    const answers = Promise.all([get('/whats-on'), get('/whats-on'), get('/whats-on')]);
    await expect.poll(() => renders.length).toBe(1);
    release();
    for (const answer of await answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain('render 1');
    }
    expect(renders).toEqual(['/whats-on']);
  });

  it('answers an address with an encoded, capitalised or repeated page parameter privately, never kept', async () => {
    for (const odd of [
      '/news?%70age=3',
      '/search-results?%71uery=Racing%20cancelled',
      '/news?Page=3&page=1',
    ]) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await get(odd);
        expect(answer.status, odd).toBe(200);
        expect(answer.control, odd).toBe('private, no-store');
        expect(answer.cache, odd).toBeNull();
      }
    }
    // Each was rendered for its own request, and the plain address is not what they showed.
    expect(renders).toHaveLength(6);
    const plain = await get('/search-results');
    expect(plain.cache).toBeNull();
    expect(plain.body.toString()).not.toContain('Racing cancelled');
  });

  it('sends a page with the security headers and a policy allowing its own inline script, kept with it', async () => {
    const first = await get('/tickets');
    const second = await get('/tickets');
    expect(second.cache).toBe('HIT');
    for (const answer of [first, second]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    }
    const policy = first.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(`'${sha256Source(PAGE_SCRIPT)}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(second.headers.get('content-security-policy')).toBe(policy);
    // An answer streamed from Next (an API route) carries the fixed headers too.
    expect((await get('/api/session')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe("the image proxy's pictures in the serving layer", () => {
  const picture = `/_amplify/image?url=${encodeURIComponent('http://localhost:4110/images/a.jpg')}&w=320&q=80`;

  it('are answered from the serving layer once made, in the format each browser takes', async () => {
    const webp = { accept: 'image/avif,image/webp,*/*' };
    const made = await get(picture, webp);
    expect(made).toMatchObject({ status: 200, type: 'image/webp', cache: null });
    const kept = await get(picture, webp);
    expect(kept).toMatchObject({ status: 200, type: 'image/webp', cache: 'HIT' });
    expect(kept.control).toBe('public, max-age=31536000, immutable');
    expect(kept.body.equals(made.body)).toBe(true);

    // A browser that does not take WebP gets the source's format, kept apart.
    const jpegOnly = { accept: 'image/png,image/*;q=0.8' };
    expect(await get(picture, jpegOnly)).toMatchObject({ status: 200, type: 'image/jpeg', cache: null });
    expect(await get(picture, jpegOnly)).toMatchObject({ type: 'image/jpeg', cache: 'HIT' });
    expect(renders).toHaveLength(2);
  });

  it('are kept for as long as their answer allows, not only as long as a page', async () => {
    const kept = `${picture}&keep=1`;
    const webp = { accept: 'image/avif,image/webp,*/*' };
    expect(await get(kept, webp)).toMatchObject({ status: 200, cache: null });
    // A day on: every page would have been made again (PAGE_CACHE_SECONDS is 300 s at most by default).
    time += 24 * 60 * 60 * 1000;
    expect(await get(kept, webp)).toMatchObject({ status: 200, cache: 'HIT' });
    expect(renders).toHaveLength(1);
  });

  it('never keeps a refusal', async () => {
    const refused = `/_amplify/image?url=${encodeURIComponent('http://169.254.169.254/latest')}&w=320`;
    for (let i = 0; i < 2; i += 1) {
      const answer = await get(refused);
      expect(answer.status).toBe(400);
      expect(answer.cache).toBeNull();
    }
    expect(renders).toHaveLength(2);
  });
});

describe("the offline worker's script in the serving layer", () => {
  it('goes out for every cache to ask again before using it, with the whole site as its scope', async () => {
    for (let i = 0; i < 2; i += 1) {
      const script = await get('/serwist/sw.js');
      expect(script).toMatchObject({ status: 200, control: 'no-cache', type: 'application/javascript' });
      expect(script.headers.get('service-worker-allowed')).toBe('/');
    }
  });
});

describe('/readyz of the serving layer', () => {
  afterEach(() => {
    provideReadinessCheck(null);
    uninstallFakeUpstream();
  });

  it('is 503 for a server that has nothing kept while the content service is down', async () => {
    const upstream = installFakeUpstream();
    upstream.on('GET', /\/v2\/categories$/, { networkError: true });
    provideReadinessCheck(contentReadinessCheck());
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body.toString())).toEqual({ ready: false, content: 'down', keptCopies: 0 });
    expect(ready.control).toBe('no-store');
    expect(renders).toEqual([]);
  });
});
