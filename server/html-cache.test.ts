import { takenWhole } from './answers.mjs';
import {
  answerBytes,
  cacheSlot,
  deviceCookieFor,
  FillLock,
  HtmlCache,
  pageCacheSeconds,
  RefreshQueue,
  sharedMaxAge,
  staleSeconds,
} from './html-cache.mjs';
import { secureCookiesFor } from '../shared/cookies.mjs';
import { pageCacheAddress as cacheAddress } from '../shared/requests.mjs';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  url,
  headers,
  method,
});

describe('the HTML cache in front of Next', () => {
  const key = (req: ReturnType<typeof request>) => cacheSlot(req)?.key ?? null;

  it('keys plain document GETs by address and takeover dismissal, not by encoding', () => {
    expect(cacheSlot(request('/tickets'))).toEqual({ key: '/tickets|n', address: '/tickets' });
    expect(
      key(
        request('/tickets', {
          cookie: 'a=1; dismissedProjectSouthampton=true',
          'accept-encoding': 'gzip, br',
        }),
      ),
    ).toBe('/tickets|d');
    expect(key(request('/tickets', { 'accept-encoding': 'gzip' }))).toBe('/tickets|n');
  });

  it("keeps a signed-in fan's requests apart from a visitor's, the hint read as the edge reads it", () => {
    for (const cookie of ['furlong_fan=in', 'a=1;furlong_fan=in;b=2', 'a=1; furlong_fan = in \t']) {
      expect(key(request('/content/members-story', { cookie }))).toBe('/content/members-story|nf');
    }
    expect(
      key(request('/content/members-story', { cookie: 'furlong_fan=in; dismissedProjectSouthampton=true' })),
    ).toBe('/content/members-story|df');
    for (const cookie of [
      'furlong_fan',
      'furlong_fan=IN',
      'furlong_fan=%69n',
      'FURLONG_FAN=in',
      'xfurlong_fan=in',
    ]) {
      expect(key(request('/content/members-story', { cookie }))).toBe('/content/members-story|n');
    }
  });

  it("never keeps nor answers an editor's preview (Next's draft-mode cookie)", () => {
    expect(cacheSlot(request('/news', { cookie: 'a=1; __prerender_bypass=abc' }))).toBeNull();
    expect(cacheSlot(request('/news', { cookie: 'a=1; not__prerender_bypass=abc' }))).not.toBeNull();
  });

  it("keeps a page's own parameters in a fixed order and drops any other", () => {
    expect(cacheAddress('/news?page=2')).toBe('/news?page=2');
    expect(cacheAddress('/search-results?query=gold+cup&page=2')).toBe(
      '/search-results?query=gold+cup&page=2',
    );
    expect(cacheAddress('/horse-races-and-events?page=2&filter=summer&filter=flat')).toBe(
      '/horse-races-and-events?filter=summer&filter=flat&page=2',
    );
    expect(cacheAddress('/news?utm_source=mail&page=2&fbclid=x')).toBe('/news?page=2');
    expect(cacheAddress('/?utm_source=mail')).toBe('/');
    // Spaces written either way are one search.
    expect(cacheAddress('/search-results?query=gold%20cup')).toBe('/search-results?query=gold+cup');
  });

  it('keys the takeover as the edge reads it: a cookie of that exact name whose value is exactly true', () => {
    for (const cookie of [
      'dismissedProjectSouthampton=true',
      'a=1;dismissedProjectSouthampton=true;b=2',
      'a=1; dismissedProjectSouthampton = true \t',
      'dismissedProjectSouthampton=false; dismissedProjectSouthampton=true',
    ]) {
      expect(key(request('/tickets', { cookie }))).toBe('/tickets|d');
    }
    for (const cookie of [
      'dismissedProjectSouthampton',
      'dismissedProjectSouthampton=%74rue',
      'dismissedProjectSouthampton="true"',
      'dismissedProjectSouthampton=True',
      'DISMISSEDPROJECTSOUTHAMPTON=true',
      'xdismissedProjectSouthampton=true',
      'dismissedProjectSouthampton=true\u00a0',
      'dismissedProjectSouthampton=truex',
    ]) {
      expect(key(request('/tickets', { cookie }))).toBe('/tickets|n');
    }
  });

  it('keeps no page whose parameters an edge could read otherwise, and takes its answer whole', () => {
    for (const url of [
      '/search-results?%71uery=Racing',
      '/news?%70age=3',
      '/news?%66ilter=flat',
      '/search-results?QUERY=x&query=y',
      '/news?Page=3',
      '/search-results?query',
      '/search-results?query=a&query=b',
      '/news?page=2&page=3',
      '/news?signout',
    ]) {
      // A page without a slot that is still taken whole is answered privately (server/main.mjs render).
      expect(key(request(url))).toBeNull();
      expect(takenWhole(request(url), null)).toBe(true);
    }
    expect(key(request('/news?page=2&utm_source=x'))).toBe('/news?page=2|n');
    expect(key(request('/news?filter=a&filter=b'))).not.toBeNull();
    // Not a page document: its answer is Next's own, streamed.
    expect(takenWhole(request('/api/x?%71uery=1'), null)).toBe(false);
    expect(takenWhole(request('/news?%70age=3', { rsc: '1' }), null)).toBe(false);
  });

  it('renders a campaign-tagged address as the plain one, under its key', () => {
    expect(cacheSlot(request('/news?page=2&utm_source=mail'))).toEqual({
      key: '/news?page=2|n',
      address: '/news?page=2',
    });
  });

  it('never caches sign-out, the sign-in callback, router requests, assets, API calls or other methods', () => {
    expect(key(request('/?signout'))).toBeNull();
    expect(key(request('/news?page=2&signout='))).toBeNull();
    expect(key(request('/news?_rsc=abc'))).toBeNull();
    expect(key(request('/oauth2?code=c&state=s'))).toBeNull();
    // The image proxy is kept by its own address only as the site writes it (below).
    expect(key(request('/%5Famplify/image?url=x&w=640'))).toBeNull();
    expect(key(request('/sitemap.xml?x=1'))).toBeNull();
    expect(key(request('/sitemap.xml'))).toBe('/sitemap.xml|n');
    expect(key(request('/news', { rsc: '1' }))).toBeNull();
    expect(key(request('/news', { 'next-action': 'abc' }))).toBeNull();
    expect(key(request('/_next/static/chunk.js'))).toBeNull();
    expect(key(request('/api/takeover'))).toBeNull();
    expect(key(request('/tickets', {}, 'POST'))).toBeNull();
  });

  it("keeps a picture of the image proxy's by its exact address and the format its Accept header gets", () => {
    const picture = '/_amplify/image?url=%2Fimages%2Fa.jpg&w=640&q=100';
    expect(cacheSlot(request(picture, { accept: 'image/avif,image/webp,*/*' }))).toEqual({
      key: `${picture}|webp`,
      address: picture,
      kind: 'image',
    });
    expect(key(request(picture, { accept: 'image/webp;q=0, image/*' }))).toBe(`${picture}|source`);
    expect(key(request(picture))).toBe(`${picture}|source`);
    // Not normalised: the proxy reads every parameter, and a different order is another address.
    expect(key(request('/_amplify/image?w=640&url=%2Fimages%2Fa.jpg&q=100&utm_source=x'))).toBe(
      '/_amplify/image?w=640&url=%2Fimages%2Fa.jpg&q=100&utm_source=x|source',
    );
    expect(key(request(picture, {}, 'POST'))).toBeNull();
  });

  it('keeps an answer marked public for its max-age when it names no s-maxage', () => {
    const picture = { 'cache-control': 'public, max-age=31536000, immutable' };
    expect(sharedMaxAge(200, picture)).toBe(300);
    expect(sharedMaxAge(200, { 'cache-control': 'max-age=600' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 'public, max-age=0, must-revalidate' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 'public, max-age=600, no-cache' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 'public, s-maxage=30, max-age=600' })).toBe(30);
  });

  it('keeps only shareable 200 answers, for their s-maxage', () => {
    expect(sharedMaxAge(200, { 'cache-control': 's-maxage=30, stale-while-revalidate=31535970' })).toBe(30);
    expect(sharedMaxAge(404, { 'cache-control': 's-maxage=30' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 'private, no-cache, no-store' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 's-maxage=30', 'set-cookie': ['a=b'] })).toBe(0);
    expect(sharedMaxAge(200, {})).toBe(0);
  });

  it('keeps an answer at most 300 s, or PAGE_CACHE_SECONDS when set', () => {
    const sitemap = { 'cache-control': 's-maxage=3600, stale-while-revalidate=31532400' };
    expect(sharedMaxAge(200, sitemap)).toBe(300);
    expect(pageCacheSeconds({})).toBe(300);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: '' })).toBe(300);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: '2' })).toBe(2);
    expect(sharedMaxAge(200, sitemap, 2)).toBe(2);
    expect(sharedMaxAge(200, { 'cache-control': 's-maxage=30' }, 0)).toBe(0);
  });

  it("goes on answering from a stale copy for the answer's stale-while-revalidate, at most the limit", () => {
    const list = { 'cache-control': 'public, s-maxage=30, stale-while-revalidate=30' };
    expect(staleSeconds(200, list)).toBe(30);
    expect(staleSeconds(200, { 'cache-control': 's-maxage=30, stale-while-revalidate=31535970' })).toBe(300);
    expect(staleSeconds(200, { 'cache-control': 's-maxage=30' })).toBe(0);
    expect(staleSeconds(200, { ...list, 'set-cookie': ['a=b'] })).toBe(0);
    expect(staleSeconds(500, list)).toBe(0);
    expect(staleSeconds(200, list, 0)).toBe(0);

    let now = 1_000;
    const cache = new HtmlCache({ now: () => now });
    cache.set('/news|n', { statusCode: 200, headers: {}, body: Buffer.from('x') }, 30, 30);
    now = 30_999;
    expect(cache.isFresh(cache.get('/news|n')!)).toBe(true);
    now = 31_000;
    expect(cache.isFresh(cache.get('/news|n')!)).toBe(false);
    now = 60_999;
    expect(cache.get('/news|n')).not.toBeNull();
    now = 61_001;
    expect(cache.get('/news|n')).toBeNull();
  });

  it('expires entries and keeps at most the newest ones', () => {
    let now = 1_000;
    const cache = new HtmlCache({ maxEntries: 2, now: () => now });
    const entry = { statusCode: 200, headers: {}, body: Buffer.from('x') };
    cache.set('a', entry, 30);
    cache.set('b', entry, 30);
    cache.get('a');
    cache.set('c', entry, 30);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    now += 29_999;
    expect(cache.get('a')).not.toBeNull();
    now += 2;
    expect(cache.get('a')).toBeNull();
  });

  it('keeps at most its bytes of answers, plain and gzip, dropping the least recently used', () => {
    const page = (size: number) => ({
      statusCode: 200,
      headers: {},
      body: Buffer.alloc(size),
      gzip: Buffer.alloc(size / 4),
    });
    expect(answerBytes(page(4000))).toBe(4000 + 1000 + 1024);
    const cache = new HtmlCache({ maxBytes: 3 * answerBytes(page(4000)) });
    cache.set('a', page(4000), 30);
    cache.set('b', page(4000), 30);
    cache.set('c', page(4000), 30);
    cache.get('a');
    cache.set('d', page(4000), 30);
    expect(cache.get('b')).toBeNull();
    expect(['a', 'c', 'd'].map((key) => cache.get(key) !== null)).toEqual([true, true, true]);
    // An answer larger than the whole cache is not kept, and takes nothing else out.
    cache.set('huge', page(40_000), 30);
    expect(cache.get('huge')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
  });
});

describe('one render per address on a miss', () => {
  const answer = { statusCode: 200, headers: {}, body: Buffer.from('x'), expires: 1 };

  it('has nothing pending until a request claims the address', () => {
    const lock = new FillLock();
    expect(lock.pending('/news|n')).toBeNull();
    expect(lock.busy('/news|n')).toBe(false);
    const fill = lock.claim('/news|n');
    expect(lock.busy('/news|n')).toBe(true);
    fill(null);
    expect(lock.busy('/news|n')).toBe(false);
  });

  it("lets requests for the same address wait for the first one's answer", async () => {
    const lock = new FillLock();
    const fill = lock.claim('/news|n');
    const waiting = [lock.pending('/news|n'), lock.pending('/news|n')];
    expect(lock.pending('/tickets|n')).toBeNull();
    fill(answer);
    fill(null); // only the first end counts
    expect(await Promise.all(waiting)).toEqual([answer, answer]);
    expect(lock.pending('/news|n')).toBeNull();
  });

  it('tells waiting requests to render for themselves when nothing was stored, or after the wait', async () => {
    const lock = new FillLock({ waitMs: 10 });
    const fill = lock.claim('/news|n');
    const waiting = lock.pending('/news|n');
    fill(null);
    expect(await waiting).toBeNull();
    lock.claim('/search-results|n');
    expect(await lock.pending('/search-results|n')).toBeNull();
  });
});

describe('the device id cookie given outside the cache', () => {
  const uuid = '0b9d6f5e-3c1a-4b7e-9a2d-5f8e7c6b5a41';
  const options = { secure: false, newId: () => uuid };

  it('is given to a page request without one, added to the request for Next to see', () => {
    const device = deviceCookieFor(
      request('/tickets', { cookie: 'dismissedProjectSouthampton=true' }),
      options,
    );
    expect(device?.requestCookie).toBe(`dismissedProjectSouthampton=true; furlong_device=${uuid}`);
    expect(device?.setCookie).toBe(
      `furlong_device=${uuid}; Path=/; Max-Age=63072000; HttpOnly; SameSite=Lax`,
    );
    expect(deviceCookieFor(request('/'), { ...options, secure: true })?.setCookie).toMatch(/; Secure$/);
  });

  it('replaces an invalid one and leaves a valid one alone', () => {
    expect(deviceCookieFor(request('/', { cookie: 'furlong_device=../x' }), options)?.requestCookie).toBe(
      `furlong_device=${uuid}`,
    );
    expect(deviceCookieFor(request('/', { cookie: `furlong_device=${uuid}` }), options)).toBeNull();
  });

  it('is not given to assets, API calls or other methods', () => {
    expect(deviceCookieFor(request('/_next/static/a.js'), options)).toBeNull();
    expect(deviceCookieFor(request('/api/session'), options)).toBeNull();
    expect(deviceCookieFor(request('/favicon.ico'), options)).toBeNull();
    expect(deviceCookieFor(request('/', {}, 'POST'), options)).toBeNull();
  });

  it('is not given to image answers, which are public for a year, nor to metadata routes', () => {
    for (const path of [
      '/_amplify/image?url=%2Fimages%2Fa.jpg&w=640&q=100',
      '/%5Famplify/image?url=x&w=640',
      '/_next/image?url=x&w=640',
      '/api',
      '/sitemap.xml',
      '/robots.txt',
      '/icon',
      '/icon.svg',
      '/apple-icon',
      '/news/opengraph-image',
      '/manifest.webmanifest',
    ]) {
      expect(deviceCookieFor(request(path), options), path).toBeNull();
    }
  });

  it('is still given to pages whose names only start like those routes', () => {
    for (const path of ['/news/racing?page=2', '/apiary-day', '/icons-of-the-turf', '/_blocks']) {
      expect(deviceCookieFor(request(path), options), path).not.toBeNull();
    }
  });

  it('does not change the key', () => {
    expect(cacheSlot(request('/tickets', { cookie: `furlong_device=${uuid}` }))?.key).toBe('/tickets|n');
  });

  it('is Secure except on localhost', () => {
    expect(secureCookiesFor('http://localhost:3100')).toBe(false);
    expect(secureCookiesFor('https://www.kingsmerepark.example')).toBe(true);
    expect(secureCookiesFor(undefined)).toBe(true);
  });
});

describe('the refresh queue', () => {
  it('renders stale pages one at a time, each once however many requests found it stale', async () => {
    const errors: string[] = [];
    const queue = new RefreshQueue({ onError: (key) => errors.push(key) });
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const finish: Array<() => void> = [];
    const task = (key: string) => () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        log.push(key);
        finish.push(() => {
          running -= 1;
          resolve();
        });
      });
    queue.add('/a', task('/a'));
    queue.add('/a', task('/a again'));
    queue.add('/b', task('/b'));
    queue.add('/c', () => Promise.reject(new Error('render failed')));
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(log).toEqual(['/a']);
    finish.shift()!();
    await settle();
    expect(log).toEqual(['/a', '/b']);
    finish.shift()!();
    await settle();
    // A failed refresh is reported, and the queue goes on.
    expect(errors).toEqual(['/c']);
    queue.add('/a', task('/a later'));
    await settle();
    expect(log).toEqual(['/a', '/b', '/a later']);
    expect(most).toBe(1);
  });
});

describe('a content change', () => {
  it('drops the pages named, and with everything turns the rest stale', () => {
    let now = 0;
    const cache = new HtmlCache({ now: () => now });
    const page = { statusCode: 200, headers: {}, body: Buffer.from('page'), gzip: null };
    for (const key of ['/news|n', '/news|d', '/news|nf', '/news|df', '/news?page=2|n', '/|n']) {
      cache.set(key, page, 30, 30);
    }
    now = 1_000;
    cache.forget({ paths: ['/news'], everything: false });
    for (const variant of ['n', 'd', 'nf', 'df']) expect(cache.get(`/news|${variant}`)).toBeNull();
    expect(cache.isFresh(cache.get('/news?page=2|n')!)).toBe(true);
    cache.forget({ paths: [], everything: true });
    expect(cache.isFresh(cache.get('/|n')!)).toBe(false);
    expect(cache.get('/|n')!.body!.toString()).toBe('page');
  });
});
