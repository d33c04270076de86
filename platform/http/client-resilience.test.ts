import { z } from 'zod';
import { createHttpClient, type HttpClientOptions } from './client';
import { FakeUpstream, success } from '../testing/fake-upstream';

const BASE = 'https://api.test';
let upstream: FakeUpstream;
let time: number;

function client(options: HttpClientOptions = {}) {
  return createHttpClient({
    fetch: upstream.fetch,
    now: () => time,
    timeoutMs: null,
    staleSeconds: 86_400,
    ...options,
  });
}

const get = (http: ReturnType<typeof client>, path: string) => http.requestResult(path, { baseUrl: BASE });

beforeEach(() => {
  upstream = new FakeUpstream();
  time = 1_000_000;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('last good copies during an outage', () => {
  it('keeps "not found" as known absent, so a page built on it stays a page', async () => {
    upstream.on('GET', '/article/racing', { status: 404 }, { networkError: true });
    const http = client();
    await get(http, '/article/racing');
    time += 10 * 60_000;
    expect(await get(http, '/article/racing')).toMatchObject({ kind: 'absent', status: 404 });
  });

  it('serves copies a day old, and not older', async () => {
    upstream.on('GET', '/a', success('good'), { networkError: true });
    const http = client();
    await get(http, '/a');
    time += 86_400_000 - 1;
    expect(await get(http, '/a')).toMatchObject({ kind: 'ok', stale: true });
    time += 1;
    expect(await get(http, '/a')).toMatchObject({ kind: 'failed' });
  });

  it('keeps them apart from the request cache: 2,000 requests for unknown paths evict none', async () => {
    upstream.on('GET', '/page', success('page'), { networkError: true });
    upstream.on('GET', /^\/unknown\//, { status: 404 });
    const http = client();
    await get(http, '/page');
    for (let i = 0; i < 2000; i += 1) await get(http, `/unknown/${i}`);
    time += 60_000;
    expect(await get(http, '/page')).toEqual({
      kind: 'ok',
      value: { status: 'success', data: 'page' },
      stale: true,
    });
  });

  it('keeps a "not found" a page asks for again through a flood of unknown paths', async () => {
    upstream.on('GET', '/article/racing', { status: 404 }, { networkError: true });
    upstream.on('GET', /^\/unknown\//, { status: 404 });
    const http = client({ oneOffBytes: 50_000 });
    const asPage = z.unknown();
    await get(http, '/article/racing');
    // The page's render asks again with a schema of its own, as the proxy's lookup did first.
    await http.requestResult('/article/racing', { baseUrl: BASE, schema: asPage });
    for (let i = 0; i < 2000; i += 1) await get(http, `/unknown/${i}`);
    time += 60_000;
    expect(await get(http, '/article/racing')).toMatchObject({ kind: 'absent', status: 404 });
    expect(upstream.callsTo('/article/racing').length).toBeGreaterThan(1);
    // The flood itself is bounded: its first absences are gone.
    upstream.on('GET', /^\/unknown\//, { networkError: true });
    expect(await get(http, '/unknown/0')).toMatchObject({ kind: 'failed' });
  });

  it('reads a copy once while the service fails, the service asked again meanwhile', async () => {
    upstream.on('GET', '/a', success('good'), { networkError: true });
    const read = vi.fn((value: unknown) => value);
    const schema = z.unknown().transform(read);
    const http = client();
    const ask = () => http.requestResult('/a', { baseUrl: BASE, schema, retry: false });
    await ask();
    for (let i = 0; i < 5; i += 1) {
      time += i === 0 ? 31_000 : 1_000;
      expect(await ask()).toEqual({ kind: 'ok', value: { status: 'success', data: 'good' }, stale: true });
    }
    // A request served from the copy already read starts a refresh (one at a time).
    await vi.waitFor(() => expect(upstream.callsTo('/a').length).toBeGreaterThan(2));
    // Once fresh, once from the copy: not at every request, nor again as each refresh fails.
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('counts what is kept, pages and one-off answers alike', async () => {
    upstream.on('GET', '/page', success('page'));
    upstream.on('GET', '/search', success('found'));
    upstream.on('GET', '/gone', { status: 404 });
    const http = client();
    expect(http.keptCopies()).toBe(0);
    await get(http, '/page');
    await http.requestResult('/search', { baseUrl: BASE, oneOff: true });
    await get(http, '/gone');
    expect(http.keptCopies()).toBe(3);
  });

  it('bounds the copies by the bytes of their answers, forgetting the least recently used', async () => {
    upstream.on('GET', /^\/big\//, (call) => success('x'.repeat(1000) + call.url.pathname));
    const http = client({ staleBytes: 5_000 });
    for (let i = 0; i < 10; i += 1) await get(http, `/big/${i}`);
    upstream.on('GET', /^\/big\//, { networkError: true });
    time += 60_000;
    expect(await get(http, '/big/9')).toMatchObject({ kind: 'ok', stale: true });
    expect(await get(http, '/big/0')).toMatchObject({ kind: 'failed' });
  });
});

describe("one-off answers (a visitor's search, a chosen filter)", () => {
  const search = (http: ReturnType<typeof client>, query: string) =>
    http.requestResult('/search', { baseUrl: BASE, params: { query }, oneOff: true });

  it("are kept apart from the pages' copies: 10,000 unique searches evict none of them", async () => {
    upstream.on('GET', '/page', success('page'), { networkError: true });
    upstream.on('GET', '/search', (call) => success('x'.repeat(2000) + call.url.search));
    const http = client({ staleBytes: 100_000, oneOffBytes: 100_000 });
    await get(http, '/page');
    for (let i = 0; i < 10_000; i += 1) await search(http, `unique ${i}`);
    upstream.on('GET', '/search', { networkError: true });
    time += 60_000;
    expect(await get(http, '/page')).toMatchObject({ kind: 'ok', stale: true, value: { data: 'page' } });
    // Their own store is bounded in bytes too: the latest searches answer, the first ones are gone.
    expect(await search(http, 'unique 9999')).toMatchObject({ kind: 'ok', stale: true });
    expect(await search(http, 'unique 0')).toMatchObject({ kind: 'failed' });
  });

  it('share their bound with first-time "not found" answers, and neither pushes out a page\'s copy', async () => {
    upstream.on('GET', '/page', success('page'), { networkError: true });
    upstream.on('GET', '/search', (call) => success('x'.repeat(2000) + call.url.search));
    upstream.on('GET', /^\/unknown\//, { status: 404 });
    const http = client({ staleBytes: 100_000, oneOffBytes: 20_000 });
    await get(http, '/page');
    await search(http, 'first');
    for (let i = 0; i < 2000; i += 1) await get(http, `/unknown/${i}`);
    upstream.on('GET', '/search', { networkError: true });
    upstream.on('GET', /^\/unknown\//, { networkError: true });
    time += 60_000;
    expect(await get(http, '/page')).toMatchObject({ kind: 'ok', stale: true, value: { data: 'page' } });
    expect(await get(http, '/unknown/1999')).toMatchObject({ kind: 'absent' });
    expect(await search(http, 'first')).toMatchObject({ kind: 'failed' });
  });

  it("move to the pages' store once a page asks for the same thing", async () => {
    upstream.on('GET', '/search', (call) => success('x'.repeat(2000) + call.url.search));
    const http = client({ staleBytes: 100_000, oneOffBytes: 10_000 });
    await search(http, 'shared');
    time += 31_000;
    await http.requestResult('/search', { baseUrl: BASE, params: { query: 'shared' } });
    for (let i = 0; i < 100; i += 1) await search(http, `unique ${i}`);
    upstream.on('GET', '/search', { networkError: true });
    time += 60_000;
    expect(await search(http, 'shared')).toMatchObject({ kind: 'ok', stale: true });
  });
});

describe('a last good copy', () => {
  it('answers a reader with another schema (the proxy and the pages are bundles of their own)', async () => {
    upstream.on('GET', '/a', success({ title: 'kept' }), { networkError: true });
    const http = client();
    const proxySchema = z.looseObject({ data: z.looseObject({ title: z.string() }) });
    const pageSchema = z.looseObject({ data: z.looseObject({ title: z.string() }) });
    await http.requestResult('/a', { baseUrl: BASE, schema: proxySchema });
    time += 60_000;
    expect(await http.requestResult('/a', { baseUrl: BASE, schema: pageSchema })).toEqual({
      kind: 'ok',
      value: { status: 'success', data: { title: 'kept' } },
      stale: true,
    });
  });

  it("refused by a reader's schema is not served, and said to be the kept copy", async () => {
    upstream.on('GET', '/a', success({ title: 'kept' }), { networkError: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = client();
    await get(http, '/a');
    time += 60_000;
    const strict = z.looseObject({ data: z.looseObject({ title: z.number() }) });
    expect(await http.requestResult('/a', { baseUrl: BASE, schema: strict })).toMatchObject({
      kind: 'failed',
    });
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said).toEqual([expect.stringContaining('/a: last good copy failed validation')]);
    expect(said[0]).not.toContain('not kept');
    warn.mockRestore();
  });

  it('is never replaced by an answer that fails its schema, which is not cached and logged once', async () => {
    const schema = z.looseObject({ data: z.looseObject({ articles: z.array(z.string()) }) });
    upstream.on('GET', '/list', success({ articles: ['a', 'b'] }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = client({ degradedForMs: 0 });
    await http.requestResult('/list', { baseUrl: BASE, schema });
    upstream.on('GET', '/list', success({ articles: null }));
    time += 31_000;
    for (let i = 0; i < 5; i += 1) {
      time += 1_000;
      expect(await http.requestResult('/list', { baseUrl: BASE, schema })).toEqual({
        kind: 'ok',
        value: { status: 'success', data: { articles: ['a', 'b'] } },
        stale: true,
      });
    }
    // Asked of the service each time (never answered from a cached wrong copy), said once.
    expect(upstream.callsTo('/list')).toHaveLength(6);
    const said = warn.mock.calls.filter(([message]) => String(message).includes('failed validation'));
    expect(said).toHaveLength(1);
    expect(String(said[0]?.[0])).toContain('/list');
    // Once the service mends it, the good answer is kept again.
    upstream.on('GET', '/list', success({ articles: ['c'] }));
    time += 31_000;
    expect(await http.requestResult('/list', { baseUrl: BASE, schema })).toMatchObject({
      kind: 'ok',
      stale: false,
      value: { data: { articles: ['c'] } },
    });
    warn.mockRestore();
  });
});

describe('the request cache', () => {
  it('is bounded by the bytes of its answers as well as by their count', async () => {
    upstream.on('GET', /^\/big\//, (call) => success('x'.repeat(1000) + call.url.pathname));
    const http = client({ cacheBytes: 5_000, staleSeconds: 0 });
    for (let i = 0; i < 10; i += 1) await get(http, `/big/${i}`);
    await get(http, '/big/9');
    await get(http, '/big/0');
    expect(upstream.callsTo('/big/9')).toHaveLength(1);
    expect(upstream.callsTo('/big/0')).toHaveLength(2);
  });

  it('counts a copy held in place of a "not found" by the bytes of its text', async () => {
    upstream.on('GET', /^\/big\//, (call) => success('x'.repeat(1000) + call.url.pathname));
    const read = vi.fn((value: unknown) => value);
    const schema = z.unknown().transform(read);
    const http = client({ cacheBytes: 5_000, absence: { graceMs: 60_000 } });
    const ask = (path: string) => http.requestResult(path, { baseUrl: BASE, schema });
    for (let i = 0; i < 10; i += 1) await ask(`/big/${i}`);
    upstream.on('GET', /^\/big\//, { status: 404 });
    time += 31_000;
    for (let i = 0; i < 10; i += 1) {
      expect(await ask(`/big/${i}`)).toMatchObject({ kind: 'ok', stale: true });
    }
    // Ten held copies of a thousand bytes do not fit in five thousand: the last is still cached, the
    // first is gone and its copy read again.
    read.mockClear();
    expect(await ask('/big/9')).toMatchObject({ kind: 'ok', stale: true });
    expect(read).not.toHaveBeenCalled();
    expect(await ask('/big/0')).toMatchObject({ kind: 'ok', stale: true });
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('"not found" in place of a good answer', () => {
  it('is held while most good things flip at once (a broken service), even past the grace period', async () => {
    const paths = Array.from({ length: 20 }, (_, i) => `/page/${i}`);
    upstream.on('GET', /^\/page\//, (call) => success(call.url.pathname));
    const http = client({ absence: { graceMs: 60_000 } });
    for (const path of paths) await get(http, path);
    upstream.on('GET', /^\/page\//, { status: 404 });
    for (let minute = 1; minute <= 10; minute += 1) {
      time += 60_000;
      for (const path of paths) {
        expect(await get(http, path)).toMatchObject({ kind: 'ok', stale: true, value: { data: path } });
      }
    }
  });

  it('takes effect for an editor’s deletion among answers that stay good', async () => {
    const paths = Array.from({ length: 20 }, (_, i) => `/page/${i}`);
    upstream.on('GET', /^\/page\//, (call) => success(call.url.pathname));
    upstream.on('GET', '/page/deleted', success('soon gone'), { status: 404 });
    const http = client({ absence: { graceMs: 60_000 } });
    for (const path of [...paths, '/page/deleted']) await get(http, path);
    for (let step = 0; step < 3; step += 1) {
      time += 40_000;
      for (const path of paths) await get(http, path);
      await get(http, '/page/deleted');
    }
    expect(await get(http, '/page/deleted')).toMatchObject({ kind: 'absent' });
  });
});

describe('a slow upstream', () => {
  it('answers from the last good copy after slowAfterMs, then at once while the origin is slow', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/a', success('a'), { ...success('a2'), delayMs: 10_000 });
    upstream.on('GET', '/b', success('b'), { ...success('b2'), delayMs: 10_000 });
    const log = vi.fn();
    const http = client({ slowAfterMs: 1000, log });
    await get(http, '/a');
    await get(http, '/b');
    time += 31_000;

    const first = get(http, '/a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await first).toMatchObject({ kind: 'ok', stale: true, value: { data: 'a' } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('https://api.test slow'));

    // The origin is known to be slow: another lookup with a copy does not wait.
    expect(await get(http, '/b')).toMatchObject({ kind: 'ok', stale: true, value: { data: 'b' } });
    expect(upstream.callsTo('/b')).toHaveLength(2);
  });

  it('keeps a lookup without a copy waiting for the upstream', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/new', { ...success('late'), delayMs: 5_000 });
    const http = client({ slowAfterMs: 1000 });
    const answer = get(http, '/new');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await answer).toMatchObject({ kind: 'ok', stale: false, value: { data: 'late' } });
  });

  it('answers a lookup without a copy as a timeout after waitWithoutCopyMs while the origin is slow', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/seen', success('seen'), { ...success('seen2'), delayMs: 8_000 });
    upstream.on('GET', '/looked-up', { ...success('late'), delayMs: 8_000 });
    const http = client({ slowAfterMs: 1000, waitWithoutCopyMs: 2000 });
    await get(http, '/seen');
    time += 31_000;
    const seen = get(http, '/seen');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await seen).toMatchObject({ kind: 'ok', stale: true });

    // The origin is known to be slow: a lookup with nothing kept gives up at 2 s, not at the upstream's 8 s.
    const lookup = get(http, '/looked-up');
    let settled: unknown = null;
    void lookup.then((answer) => (settled = answer));
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled).toMatchObject({ kind: 'failed', error: { reason: 'timeout' } });
    // The answer that comes late is kept for the next visitor.
    await vi.advanceTimersByTimeAsync(6000);
    expect(await get(http, '/looked-up')).toMatchObject({ kind: 'ok', value: { data: 'late' } });
  });

  it('refreshes the copy in the background, so the answer that comes late is kept', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/a', success('old'), { ...success('new'), delayMs: 3_000 });
    const http = client({ slowAfterMs: 1000, degradedForMs: 1000 });
    await get(http, '/a');
    time += 31_000;
    const stale = get(http, '/a');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await stale).toMatchObject({ value: { data: 'old' } });
    time += 2_000;
    expect(await get(http, '/a')).toMatchObject({ kind: 'ok', stale: false, value: { data: 'new' } });
  });
});

it('turns a schema that throws into a failure, never an unhandled rejection', async () => {
  upstream.on('GET', '/a', success(1));
  const http = client();
  const throwing = z.unknown().transform(() => {
    throw new Error('boom');
  });
  expect(await http.requestResult('/a', { baseUrl: BASE, schema: throwing })).toMatchObject({
    kind: 'failed',
    error: { reason: 'invalid' },
  });
});
