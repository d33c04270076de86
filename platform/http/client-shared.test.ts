import { z } from 'zod';
import { createHttpClient } from './client';
import type { RequestOptions } from './request-options';
import { SharedAnswers, type SharedAnswersOptions } from './shared-answers';
import { sharedKey } from './shared-key';
import { FakeRedis } from '../testing/fake-redis';
import { FakeUpstream, success } from '../testing/fake-upstream';

const BASE = 'https://api.test';
const LOCK = `furlong:content:lock:${sharedKey(`${BASE}/a`, { accept: 'application/json' })}`;
let upstream: FakeUpstream;
let redis: FakeRedis;
let time: number;
let log: ReturnType<typeof vi.fn<(message: string) => void>>;

/** One instance of the site: its own client, sharing `redis` with the others. */
function instance(options: Partial<SharedAnswersOptions> = {}, staleSeconds = 0) {
  const shared = new SharedAnswers({
    commands: redis,
    ttlMs: 30_000,
    now: () => time,
    pollMs: 5,
    maxWaitMs: 200,
    log,
    ...options,
  });
  const http = createHttpClient({
    fetch: upstream.fetch,
    now: () => time,
    timeoutMs: null,
    shared,
    staleSeconds,
  });
  return { http, shared };
}

beforeEach(() => {
  upstream = new FakeUpstream();
  time = 1_000_000;
  redis = new FakeRedis(() => time);
  log = vi.fn();
});

describe('content answers shared between instances through Redis', () => {
  it('asks the service once for two instances, one after the other', async () => {
    upstream.on('GET', '/a', success(1), success(2));
    const one = instance();
    const two = instance();
    expect(await one.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 1 });
    expect(await two.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 1 });
    expect(upstream.calls).toHaveLength(1);
  });

  it('asks the service once for two instances at the same moment: one waits for the other’s copy', async () => {
    upstream.on('GET', '/a', { json: { status: 'success', data: 1 }, delayMs: 30 });
    const [first, second] = await Promise.all([
      instance().http.request('/a', { baseUrl: BASE }),
      instance().http.request('/a', { baseUrl: BASE }),
    ]);
    expect(first).toEqual({ status: 'success', data: 1 });
    expect(second).toEqual({ status: 'success', data: 1 });
    expect(upstream.calls).toHaveLength(1);
  });

  it('shares the raw answer, so each caller parses it with its own schema', async () => {
    upstream.on('GET', '/a', success({ name: 'Gold Cup', extra: true }));
    const strict = z.object({ status: z.literal('success'), data: z.object({ name: z.string() }) });
    await instance().http.request('/a', { baseUrl: BASE });
    expect(await instance().http.request('/a', { baseUrl: BASE, schema: strict })).toEqual({
      status: 'success',
      data: { name: 'Gold Cup' },
    });
    expect(upstream.calls).toHaveLength(1);
  });

  it('lets a copy expire for every instance when it expires for the one that fetched it', async () => {
    upstream.on('GET', '/a', success(1), success(2));
    const one = instance();
    const two = instance();
    await one.http.request('/a', { baseUrl: BASE });
    time += 20_000;
    await two.http.request('/a', { baseUrl: BASE });
    time += 10_000;
    expect(await two.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 2 });
    expect(await one.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 2 });
    expect(upstream.calls).toHaveLength(2);
  });

  it('answers with its own last good copy while another instance refreshes, and reads the new copy after', async () => {
    upstream.on('GET', '/a', success(1), { json: { status: 'success', data: 2 }, delayMs: 150 });
    const one = instance({}, 3600);
    const two = instance({}, 3600);
    await one.http.request('/a', { baseUrl: BASE });
    expect(await two.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 1 });
    time += 30_000;
    const refreshing = one.http.request('/a', { baseUrl: BASE });
    await vi.waitFor(() => expect(upstream.calls).toHaveLength(2), { interval: 5 });
    const started = performance.now();
    // The lock is taken: the second instance neither waits for the first's copy nor asks itself.
    expect(await two.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 1 });
    expect(performance.now() - started).toBeLessThan(30);
    expect(await refreshing).toEqual({ status: 'success', data: 2 });
    expect(await two.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 2 });
    expect(upstream.calls).toHaveLength(2);
  });

  it('reads the copy another instance wrote between its look and its lock, rather than asking too', async () => {
    upstream.on('GET', '/a', success(1), success(2));
    const one = instance();
    const setPx = redis.setPx;
    let raced = false;
    vi.spyOn(redis, 'setPx').mockImplementation(async (key, value, ms, onlyIfAbsent) => {
      // The second instance found no copy; before its lock lands, the first fetches, writes and lets go.
      if (onlyIfAbsent && !raced) {
        raced = true;
        await one.http.request('/a', { baseUrl: BASE });
        await vi.waitFor(() => expect(redis.keysWith('lock:')).toEqual([]), { interval: 5 });
      }
      return setPx(key, value, ms, onlyIfAbsent);
    });
    const two = instance();
    expect(await two.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 1 });
    expect(upstream.calls).toHaveLength(1);
    // The lock it took for nothing is let go at once, not left to lapse.
    await vi.waitFor(() => expect(redis.keysWith('lock:')).toEqual([]), { interval: 5 });
  });

  it('asks the service itself once a dead lock holder’s lock has lapsed', async () => {
    upstream.on('GET', '/a', success(1));
    // An instance took the lock and died: nothing renews it, so it lapses after its 2 s.
    await redis.setPx(LOCK, 'dead', 2000, true);
    setTimeout(() => (time += 2000), 20);
    const started = performance.now();
    expect(await instance({ maxWaitMs: 5000 }).http.request('/a', { baseUrl: BASE })).toEqual({
      status: 'success',
      data: 1,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(upstream.calls).toHaveLength(1);
  });

  it('asks the service itself after the longest wait when the lock holder hangs', async () => {
    upstream.on('GET', '/a', success(1));
    await redis.setPx(LOCK, 'hung', 60_000, true);
    const started = performance.now();
    expect(await instance({ maxWaitMs: 50 }).http.request('/a', { baseUrl: BASE })).toEqual({
      status: 'success',
      data: 1,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(upstream.calls).toHaveLength(1);
  });

  it('drops the lock after a failed write, so a waiting instance asks at once', async () => {
    upstream.on('GET', '/a', { json: { status: 'success', data: 1 }, delayMs: 30 });
    const setPx = redis.setPx;
    vi.spyOn(redis, 'setPx').mockImplementation(async (key, value, ms, onlyIfAbsent) => {
      if (!onlyIfAbsent) throw new Error('OOM command not allowed when used memory > maxmemory');
      return setPx(key, value, ms, onlyIfAbsent);
    });
    const started = performance.now();
    const answers = await Promise.all([
      instance({ maxWaitMs: 5000 }).http.request('/a', { baseUrl: BASE }),
      instance({ maxWaitMs: 5000 }).http.request('/a', { baseUrl: BASE }),
    ]);
    expect(answers).toEqual([
      { status: 'success', data: 1 },
      { status: 'success', data: 1 },
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(upstream.calls).toHaveLength(2);
    expect(log.mock.calls[0]?.[0]).toMatch(/Redis write failed: OOM/);
  });

  it('answers pages from the service while Redis is down, and warns once', async () => {
    upstream.on('GET', /^\/page\//, (call) => success(call.url.pathname));
    redis.down = true;
    const { http } = instance();
    expect(await http.request('/page/1', { baseUrl: BASE })).toEqual({ status: 'success', data: '/page/1' });
    expect(await http.request('/page/2', { baseUrl: BASE })).toEqual({ status: 'success', data: '/page/2' });
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toMatch(/shared content cache unavailable.*ECONNREFUSED/);
  });

  it('does not wait for a slow Redis longer than its time box', async () => {
    upstream.on('GET', '/a', success(1));
    redis.delayMs = 1000;
    const { http } = instance({ commandTimeoutMs: 20 });
    const started = performance.now();
    expect(await http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 1 });
    expect(performance.now() - started).toBeLessThan(500);
    expect(log).toHaveBeenCalledOnce();
  });

  it('asks the service when Redis answers garbage', async () => {
    upstream.on('GET', '/a', success(1));
    redis.garbage = true;
    expect(await instance().http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 1 });
    expect(upstream.calls).toHaveLength(1);
  });

  it('never shares a request carrying a fan’s token, an Authorization or a Cookie header', async () => {
    upstream.on('GET', '/poll', (call) =>
      success(call.headers.get('authorization') ?? call.headers.get('cookie')),
    );
    const personal: RequestOptions<unknown>[] = [
      { token: 'fan' },
      { headers: { Authorization: 'Bearer x' } },
      { headers: { Cookie: 'a=b' } },
    ];
    for (const options of personal) {
      await instance().http.request('/poll', { baseUrl: BASE, ...options });
      await instance().http.request('/poll', { baseUrl: BASE, ...options });
    }
    expect(upstream.calls).toHaveLength(6);
    expect(redis.commands).toBe(0);
  });

  it('never shares a POST', async () => {
    upstream.on('POST', '/vote', success('ok'));
    await instance().http.request('/vote', { baseUrl: BASE, method: 'POST', body: {} });
    await instance().http.request('/vote', { baseUrl: BASE, method: 'POST', body: {} });
    expect(upstream.calls).toHaveLength(2);
    expect(redis.commands).toBe(0);
  });

  it('does not share a failure: the next instance asks the service itself', async () => {
    upstream.on('GET', '/a', { status: 500, json: { status: 'error' } }, success(2));
    await instance().http.requestResult('/a', { baseUrl: BASE, retry: false });
    expect(await instance().http.request('/a', { baseUrl: BASE, retry: false })).toEqual({
      status: 'success',
      data: 2,
    });
    expect(upstream.calls).toHaveLength(2);
  });

  it('drops the shared copies when content changed (forget, then forgetFresh everywhere)', async () => {
    upstream.on('GET', '/a', success(1), success(2));
    const one = instance();
    const two = instance();
    await one.http.request('/a', { baseUrl: BASE });
    await one.shared.forget();
    one.http.forgetFresh();
    two.http.forgetFresh();
    expect(await two.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 2 });
    expect(await one.http.request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 2 });
    expect(upstream.calls).toHaveLength(2);
  });
});
