import { z } from 'zod';
import { expectConsole } from '@/test/setup';
import { createHttpClient, type HttpClientOptions } from './client';
import { FakeUpstream, success } from '../testing/fake-upstream';

const BASE = 'https://api.test';
let upstream: FakeUpstream;
let time: number;

function client(options: HttpClientOptions = {}) {
  return createHttpClient({ fetch: upstream.fetch, now: () => time, timeoutMs: null, ...options });
}

beforeEach(() => {
  upstream = new FakeUpstream();
  time = 1_000_000;
});

describe('GET cache (30 s, 500 entries, skipped with noCache)', () => {
  it('serves a repeated GET from the cache within 30 s', async () => {
    upstream.on('GET', '/a', success(1), success(2));
    const http = client();
    expect(await http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 1 });
    time += 29_999;
    expect(await http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 1 });
    expect(upstream.calls).toHaveLength(1);
  });

  it('asks the upstream again after 30 s', async () => {
    upstream.on('GET', '/a', success(1), success(2));
    const http = client();
    await http.request('/a', { baseUrl: BASE });
    time += 30_000;
    expect(await http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 2 });
    expect(upstream.calls).toHaveLength(2);
  });

  it('keeps at most 500 entries, forgetting the least recently used', async () => {
    upstream.on('GET', /^\/item\//, (call) => success(call.url.pathname));
    const http = client();
    for (let i = 0; i <= 500; i += 1) await http.request(`/item/${i}`, { baseUrl: BASE });
    expect(upstream.calls).toHaveLength(501);
    await http.request('/item/500', { baseUrl: BASE });
    expect(upstream.calls).toHaveLength(501);
    await http.request('/item/0', { baseUrl: BASE });
    expect(upstream.calls).toHaveLength(502);
  });

  it('skips the cache with noCache', async () => {
    upstream.on('GET', '/a', success(1), success(2));
    const http = client();
    await http.request('/a', { baseUrl: BASE });
    expect(await http.request('/a', { baseUrl: BASE, noCache: true })).toEqual({
      status: 'success',
      data: 2,
    });
    expect(upstream.calls).toHaveLength(2);
  });

  it('never caches other methods', async () => {
    upstream.on('POST', '/a', success(1));
    const http = client();
    await http.request('/a', { baseUrl: BASE, method: 'POST', body: {} });
    await http.request('/a', { baseUrl: BASE, method: 'POST', body: {} });
    expect(upstream.calls).toHaveLength(2);
  });

  it('keeps responses for different tokens and params apart', async () => {
    upstream.on('GET', '/poll', (call) => success(call.headers.get('authorization') ?? call.url.search));
    const http = client();
    expect(await http.request('/poll', { baseUrl: BASE, token: 'one' })).toMatchObject({
      data: 'Bearer one',
    });
    expect(await http.request('/poll', { baseUrl: BASE, token: 'two' })).toMatchObject({
      data: 'Bearer two',
    });
    expect(await http.request('/poll', { baseUrl: BASE, params: { page: 1 } })).toMatchObject({
      data: '?page=1',
    });
    expect(upstream.calls).toHaveLength(3);
  });

  it('gives each schema its own parsed value', async () => {
    upstream.on('GET', '/a', success({ n: 1 }));
    const http = client();
    const asNumber = z.object({ data: z.object({ n: z.number() }) }).transform((body) => body.data.n);
    const asText = z.object({ data: z.object({ n: z.number() }) }).transform((body) => `n=${body.data.n}`);
    expect(await http.request('/a', { baseUrl: BASE, schema: asNumber })).toBe(1);
    expect(await http.request('/a', { baseUrl: BASE, schema: asText })).toBe('n=1');
  });

  // The proxy and the pages are bundles of their own, so one answer is read with two schema objects.
  it('asks the upstream once for readers with different schemas, within the cache time', async () => {
    upstream.on('GET', '/a', success({ n: 1 }), success({ n: 2 }));
    const http = client();
    const body = () => z.object({ data: z.object({ n: z.number() }) }).transform((b) => b.data.n);
    expect(await http.request('/a', { baseUrl: BASE, schema: body() })).toBe(1);
    time += 29_999;
    expect(await http.request('/a', { baseUrl: BASE, schema: body() })).toBe(1);
    expect(upstream.calls).toHaveLength(1);
    time += 1;
    expect(await http.request('/a', { baseUrl: BASE, schema: body() })).toBe(2);
    expect(upstream.calls).toHaveLength(2);
  });

  it('lets another schema read only what the upstream said successfully', async () => {
    upstream.on('GET', '/a', { status: 200, json: { status: 'success', data: 'text' } }, success({ n: 3 }));
    const http = client();
    const asNumber = z.object({ data: z.object({ n: z.number() }) }).transform((b) => b.data.n);
    const asAnything = z.object({ data: z.unknown() });
    const warn = expectConsole('warn');
    expect(await http.requestResult('/a', { baseUrl: BASE, schema: asNumber })).toMatchObject({
      kind: 'failed',
    });
    // The answer failed its reader's schema, so it is not kept for another: that one asks anew.
    expect(await http.request('/a', { baseUrl: BASE, schema: asAnything })).toEqual({ data: { n: 3 } });
    expect(upstream.calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('forgets the answers kept for other schemas on forgetFresh()', async () => {
    upstream.on('GET', '/a', success(1), success(2));
    const http = client();
    await http.request('/a', { baseUrl: BASE, schema: z.object({ data: z.number() }) });
    http.forgetFresh();
    expect(await http.request('/a', { baseUrl: BASE, schema: z.object({ data: z.number() }) })).toEqual({
      data: 2,
    });
    expect(upstream.calls).toHaveLength(2);
  });

  it('remembers "not found" for the cache time too', async () => {
    upstream.on('GET', '/gone', { status: 404 });
    const http = client();
    await http.requestResult('/gone', { baseUrl: BASE });
    expect(await http.requestResult('/gone', { baseUrl: BASE })).toMatchObject({ kind: 'absent' });
    expect(upstream.calls).toHaveLength(1);
  });

  it('forgets everything on clear()', async () => {
    upstream.on('GET', '/a', success(1));
    const http = client();
    await http.request('/a', { baseUrl: BASE });
    http.clear();
    await http.request('/a', { baseUrl: BASE });
    expect(upstream.calls).toHaveLength(2);
  });

  it('asks again after forgetFresh(), and still has the last good copy when that fails', async () => {
    upstream.on('GET', '/a', success(1), success(2), { networkError: true });
    const http = client({ staleSeconds: 86_400 });
    await http.request('/a', { baseUrl: BASE });
    http.forgetFresh();
    expect(await http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 2 });
    http.forgetFresh();
    expect(await http.requestResult('/a', { baseUrl: BASE })).toMatchObject({
      kind: 'ok',
      stale: true,
      value: { status: 'success', data: 2 },
    });
    expect(upstream.calls).toHaveLength(4);
  });
});

describe('request coalescing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares one upstream request between identical concurrent GETs', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/a', { ...success(1), delayMs: 100 });
    const http = client();
    const both = Promise.all([http.request('/a', { baseUrl: BASE }), http.request('/a', { baseUrl: BASE })]);
    await vi.advanceTimersByTimeAsync(100);
    const [first, second] = await both;
    expect(first).toEqual({ status: 'success', data: 1 });
    expect(second).toBe(first);
    expect(upstream.calls).toHaveLength(1);
  });

  it('shares one upstream request between concurrent GETs read with different schemas', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/a', { ...success({ n: 1 }), delayMs: 100 }, success({ n: 2 }));
    const http = client();
    const asNumber = z.object({ data: z.object({ n: z.number() }) }).transform((b) => b.data.n);
    const asText = z.object({ data: z.object({ n: z.number() }) }).transform((b) => `n=${b.data.n}`);
    const both = Promise.all([
      http.request('/a', { baseUrl: BASE, schema: asNumber }),
      http.request('/a', { baseUrl: BASE, schema: asText }),
    ]);
    await vi.advanceTimersByTimeAsync(100);
    expect(await both).toEqual([1, 'n=1']);
    expect(upstream.calls).toHaveLength(1);
  });

  it('gives a reader waiting with another schema the failure the ask met, without asking again', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/a', { networkError: true, delayMs: 100 }, success(2));
    const http = client({ staleSeconds: 0 });
    const both = Promise.all([
      http.requestResult('/a', { baseUrl: BASE, retry: false, schema: z.object({ data: z.number() }) }),
      http.requestResult('/a', { baseUrl: BASE, retry: false, schema: z.object({ data: z.number().int() }) }),
    ]);
    await vi.advanceTimersByTimeAsync(100);
    const [first, second] = await both;
    expect(first).toMatchObject({ kind: 'failed', error: { reason: 'network' } });
    expect(second).toMatchObject({ kind: 'failed', error: { reason: 'network' } });
    expect(upstream.calls).toHaveLength(1);
  });

  it('lets a waiting reader read with its own schema an answer the asker’s schema refused', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/a', { ...success('text'), delayMs: 100 });
    const http = client();
    const warn = expectConsole('warn');
    const both = Promise.all([
      http.requestResult('/a', { baseUrl: BASE, schema: z.object({ data: z.number() }) }),
      http.requestResult('/a', { baseUrl: BASE, schema: z.object({ data: z.string() }) }),
    ]);
    await vi.advanceTimersByTimeAsync(100);
    const [first, second] = await both;
    expect(first).toMatchObject({ kind: 'failed', error: { reason: 'invalid' } });
    expect(second).toMatchObject({ kind: 'ok', value: { data: 'text' } });
    expect(upstream.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not share noCache requests', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/a', { ...success(1), delayMs: 100 });
    const http = client();
    const both = Promise.all([
      http.request('/a', { baseUrl: BASE, noCache: true }),
      http.request('/a', { baseUrl: BASE, noCache: true }),
    ]);
    await vi.advanceTimersByTimeAsync(100);
    await both;
    expect(upstream.calls).toHaveLength(2);
  });
});

describe('stale-if-error', () => {
  it('serves the last good copy when the upstream fails, within CONTENT_STALE_SECONDS', async () => {
    upstream.on('GET', '/a', success('good'), { status: 503 });
    const http = client({ staleSeconds: 3600 });
    await http.request('/a', { baseUrl: BASE });
    time += 60_000;
    const result = await http.requestResult('/a', { baseUrl: BASE });
    expect(result).toEqual({ kind: 'ok', value: { status: 'success', data: 'good' }, stale: true });
  });

  it('reports the failure once the stale window has passed', async () => {
    upstream.on('GET', '/a', success('good'), { networkError: true });
    const http = client({ staleSeconds: 3600 });
    await http.request('/a', { baseUrl: BASE });
    time += 3_600_000;
    const result = await http.requestResult('/a', { baseUrl: BASE });
    expect(result).toMatchObject({ kind: 'failed', error: { reason: 'network' } });
  });

  it('lets "not found" replace a good copy once it has lasted the grace period', async () => {
    upstream.on('GET', '/a', success('good'), { status: 404 });
    const http = client({ staleSeconds: 3600, absence: { graceMs: 60_000 } });
    await http.request('/a', { baseUrl: BASE });
    time += 30_000;
    expect(await http.requestResult('/a', { baseUrl: BASE })).toMatchObject({ kind: 'ok', stale: true });
    time += 60_000;
    expect(await http.requestResult('/a', { baseUrl: BASE })).toMatchObject({ kind: 'absent', status: 404 });
  });

  it('is off when CONTENT_STALE_SECONDS is 0', async () => {
    upstream.on('GET', '/a', success('good'), { status: 500 });
    const http = client({ staleSeconds: 0 });
    await http.request('/a', { baseUrl: BASE });
    time += 30_000;
    expect(await http.requestResult('/a', { baseUrl: BASE })).toMatchObject({ kind: 'failed' });
  });
});
