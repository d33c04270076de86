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
