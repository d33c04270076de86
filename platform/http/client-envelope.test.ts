import { z } from 'zod';
import { expectConsole } from '@/test/setup';
import { createHttpClient } from './client';
import { UpstreamUnavailableError } from './outcome';
import { FakeUpstream, success } from '../testing/fake-upstream';

const BASE = 'https://api.test';
let upstream: FakeUpstream;

function client() {
  return createHttpClient({ fetch: upstream.fetch, timeoutMs: null });
}

beforeEach(() => {
  upstream = new FakeUpstream();
});

describe('request headers and body', () => {
  it('adds a bearer Authorization header when a token is given', async () => {
    upstream.on('GET', '/a', success(1));
    await client().request('/a', { baseUrl: BASE, token: 'abc' });
    expect(upstream.calls[0]?.headers.get('authorization')).toBe('Bearer abc');
  });

  it('keeps an Authorization header that is already given', async () => {
    upstream.on('GET', '/a', success(1));
    await client().request('/a', { baseUrl: BASE, token: 'abc', headers: { Authorization: 'Basic xyz' } });
    expect(upstream.calls[0]?.headers.get('authorization')).toBe('Basic xyz');
  });

  it('sends no Authorization header without a token', async () => {
    upstream.on('GET', '/a', success(1));
    await client().request('/a', { baseUrl: BASE, token: null });
    expect(upstream.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends a plain body as JSON and URLSearchParams as a form', async () => {
    upstream.on('POST', '/json', success(1)).on('POST', '/form', success(1));
    await client().request('/json', { baseUrl: BASE, method: 'POST', body: { answerId: '7' } });
    await client().request('/form', { baseUrl: BASE, method: 'POST', body: new URLSearchParams({ a: '1' }) });
    expect(upstream.calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(upstream.calls[0]?.body).toBe('{"answerId":"7"}');
    expect(upstream.calls[1]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(upstream.calls[1]?.body).toBe('a=1');
  });
});

describe("response envelope: a success is status 'success' or an access_token", () => {
  it("succeeds when the body's status is 'success'", async () => {
    upstream.on('GET', '/a', success({ id: 1 }));
    expect(await client().request('/a', { baseUrl: BASE })).toEqual({ status: 'success', data: { id: 1 } });
  });

  it('succeeds when the body carries an access_token', async () => {
    upstream.on('POST', '/token', { json: { access_token: 'jwt', refresh_token: 'r' } });
    expect(await client().request('/token', { baseUrl: BASE, method: 'POST' })).toMatchObject({
      access_token: 'jwt',
    });
  });

  it('otherwise runs onError and gives null', async () => {
    upstream.on('GET', '/a', { json: { status: 'fail', error: { code: 'boom' } } });
    const onError = vi.fn();
    expect(await client().request('/a', { baseUrl: BASE, onError })).toBeNull();
    expect(onError).toHaveBeenCalledWith({
      kind: 'failed',
      error: expect.objectContaining({
        reason: 'envelope',
        body: { status: 'fail', error: { code: 'boom' } },
      }),
    });
  });

  it('treats a network error the same way', async () => {
    upstream.on('GET', '/a', { networkError: true });
    const onError = vi.fn();
    expect(await client().request('/a', { baseUrl: BASE, onError, retry: false })).toBeNull();
    const problem = onError.mock.calls[0]?.[0];
    expect(problem.error).toBeInstanceOf(UpstreamUnavailableError);
    expect(problem.error.reason).toBe('network');
    expect(problem.error.cause).toBeInstanceOf(TypeError);
  });

  it('fails on a body that is not JSON', async () => {
    upstream.on('GET', '/a', { text: '<html>oops</html>' });
    expect(await client().requestResult('/a', { baseUrl: BASE })).toMatchObject({
      kind: 'failed',
      error: { reason: 'invalid' },
    });
  });

  it('accepts any 2xx answer when the envelope is not checked', async () => {
    upstream.on('POST', '/events', { status: 202 });
    expect(
      await client().requestResult('/events', { baseUrl: BASE, method: 'POST', envelope: false }),
    ).toEqual({
      kind: 'ok',
      value: undefined,
      stale: false,
    });
  });
});

describe('schema validation', () => {
  const schema = z.object({ data: z.object({ id: z.string() }) });

  it('gives the parsed value', async () => {
    upstream.on('GET', '/a', success({ id: 'x', extra: true }));
    expect(await client().request('/a', { baseUrl: BASE, schema })).toEqual({ data: { id: 'x' } });
  });

  it('logs a body that fails validation with the path and the issues, and treats it as a failure', async () => {
    const warn = expectConsole('warn');
    upstream.on('GET', '/v2/articles/1', success({ id: 42 }));
    const onError = vi.fn();
    const value = await client().request('/v2/articles/1', {
      baseUrl: BASE,
      schema,
      params: { a: 1 },
      onError,
    });
    expect(value).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[platform\] \/v2\/articles\/1: response failed validation \(data\.id: .+\)/),
    );
    expect(onError.mock.calls[0]?.[0].error).toMatchObject({
      reason: 'invalid',
      cause: expect.any(z.ZodError),
    });
  });
});

describe('absent versus failed', () => {
  it.each([404, 410])('calls HTTP %i absent', async (status) => {
    upstream.on('GET', '/a', { status });
    expect(await client().requestResult('/a', { baseUrl: BASE })).toEqual({
      kind: 'absent',
      path: '/a',
      status,
    });
  });

  it("calls an envelope with error code 'not_found' absent", async () => {
    upstream.on('GET', '/a', { json: { status: 'fail', error: { code: 'NOT_FOUND' } } });
    expect(await client().requestResult('/a', { baseUrl: BASE })).toMatchObject({ kind: 'absent' });
  });

  it.each([
    ['a server error', { status: 500 }, 'status'],
    ['a network error', { networkError: true }, 'network'],
    ['a not-success envelope', { json: { status: 'error' } }, 'envelope'],
    ['malformed JSON', { text: '{' }, 'invalid'],
  ])('calls %s failed, with an UpstreamUnavailableError', async (_name, reply, reason) => {
    upstream.on('GET', '/a', reply);
    const result = await client().requestResult('/a', { baseUrl: BASE, retry: false });
    expect(result.kind).toBe('failed');
    if (result.kind !== 'failed') return;
    expect(result.error).toBeInstanceOf(Error);
    expect(result.error.reason).toBe(reason);
    expect(result.error.path).toBe('/a');
  });

  it('runs onError for absent results too (anything but a success)', async () => {
    upstream.on('GET', '/a', { status: 404 });
    const onError = vi.fn();
    expect(await client().request('/a', { baseUrl: BASE, onError })).toBeNull();
    expect(onError).toHaveBeenCalledWith({ kind: 'absent', path: '/a', status: 404 });
  });
});
