import { chunkedStream as chunked } from '@/test/streams';
import { jsonOrNull, readBody } from './read-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/anything', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

describe('readBody', () => {
  it('reads a body within the limit as text', async () => {
    const read = await readBody(post('{"answerId":"a"}'), 100);
    expect(read).toEqual({ ok: true, text: '{"answerId":"a"}' });
  });

  it('refuses a declared length past the limit with a 413 before reading a byte, cancelling it', async () => {
    const { stream, pulled } = chunked(new Uint8Array(10), 5);
    const read = await readBody(post(stream, { 'content-length': '1000000' }), 100);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.response.status).toBe(413);
    expect(await read.response.json()).toEqual({
      error: 'The request body is larger than this address takes (100 bytes)',
    });
    expect(pulled.chunks).toBe(0);
    expect(pulled.cancelled).toBe(true);
  });

  it('stops reading a chunked body once it grows past the limit, and cancels it', async () => {
    const { stream, pulled } = chunked(new Uint8Array(64 * 1024), 10_000);
    const read = await readBody(post(stream), 100_000);
    expect(read.ok || read.response.status).toBe(413);
    expect(pulled.chunks).toBeLessThan(5);
    expect(pulled.cancelled).toBe(true);
  });

  it('answers 400 for a body that breaks off', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const read = await readBody(post(stream), 100);
    expect(read.ok || read.response.status).toBe(400);
  });

  it('reads no body as empty text', async () => {
    expect(await readBody(new Request('http://localhost/', { method: 'POST' }), 10)).toEqual({
      ok: true,
      text: '',
    });
  });
});

describe('jsonOrNull', () => {
  it('parses JSON and turns anything else into null', () => {
    expect(jsonOrNull('{"a":1}')).toEqual({ a: 1 });
    expect(jsonOrNull('{"a":')).toBeNull();
  });
});
