import { createHttpClient } from './client';
import type { HttpMethod } from './request-options';
import { FakeUpstream, success } from '../testing/fake-upstream';

const BASE = 'https://api.test';
let upstream: FakeUpstream;

function client(timeoutMs: number | null = null) {
  return createHttpClient({ fetch: upstream.fetch, timeoutMs });
}

beforeEach(() => {
  upstream = new FakeUpstream();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('timeout', () => {
  it('aborts a request that takes longer than the timeout', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/slow', { ...success(1), delayMs: 10_000 });
    const pending = client().requestResult('/slow', { baseUrl: BASE, timeoutMs: 1000, retry: false });
    await vi.advanceTimersByTimeAsync(1000);
    const result = await pending;
    expect(result).toMatchObject({ kind: 'failed', error: { reason: 'timeout' } });
    expect(upstream.calls).toHaveLength(1);
  });

  it('uses the client default timeout', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/slow', { ...success(1), delayMs: 10_000 });
    const pending = client(500).requestResult('/slow', { baseUrl: BASE, retry: false });
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ kind: 'failed', error: { reason: 'timeout' } });
  });

  it('lets a request within the timeout through', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/ok', { ...success(1), delayMs: 100 });
    const pending = client(500).request('/ok', { baseUrl: BASE });
    await vi.advanceTimersByTimeAsync(100);
    expect(await pending).toEqual({ status: 'success', data: 1 });
  });

  it('retries once after a timeout', async () => {
    vi.useFakeTimers();
    upstream.on('GET', '/slow', { ...success(1), delayMs: 10_000 }, success(2));
    const pending = client(1000).request('/slow', { baseUrl: BASE });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toEqual({ status: 'success', data: 2 });
    expect(upstream.calls).toHaveLength(2);
  });
});

describe('retry', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after HTTP %i', async (status) => {
    upstream.on('GET', '/a', { status }, success('second'));
    expect(await client().request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 'second' });
    expect(upstream.calls).toHaveLength(2);
  });

  it('retries only once', async () => {
    upstream.on('GET', '/a', { status: 503 });
    const result = await client().requestResult('/a', { baseUrl: BASE });
    expect(result).toMatchObject({ kind: 'failed', error: { reason: 'status', status: 503 } });
    expect(upstream.calls).toHaveLength(2);
  });

  it('retries a network error once', async () => {
    upstream.on('GET', '/a', { networkError: true }, success('second'));
    expect(await client().request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: 'second' });
    expect(upstream.calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 501])('does not retry HTTP %i', async (status) => {
    upstream.on('GET', '/a', { status });
    await client().requestResult('/a', { baseUrl: BASE });
    expect(upstream.calls).toHaveLength(1);
  });

  it.each<HttpMethod>(['POST', 'PATCH', 'PUT', 'DELETE'])('never retries %s by default', async (method) => {
    upstream.on(method, '/a', { status: 503 });
    const result = await client().requestResult('/a', { baseUrl: BASE, method });
    expect(result).toMatchObject({ kind: 'failed', error: { reason: 'status', status: 503 } });
    expect(upstream.calls).toHaveLength(1);
  });

  it('retries a POST when the caller asks', async () => {
    upstream.on('POST', '/a', { status: 503 }, success('ok'));
    expect(await client().request('/a', { baseUrl: BASE, method: 'POST', retry: 1 })).toMatchObject({
      data: 'ok',
    });
  });

  it('does not retry a GET when retry is false', async () => {
    upstream.on('GET', '/a', { status: 503 }, success('ok'));
    await client().requestResult('/a', { baseUrl: BASE, retry: false });
    expect(upstream.calls).toHaveLength(1);
  });
});
