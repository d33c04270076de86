import { createHttpClient } from './client';
import { MAX_ANSWER_BYTES, type FetchLike } from './transport';

const BASE = 'https://api.test';
const CHUNK = 64 * 1024;

/** A JSON answer of `total` bytes streamed in 64 KiB chunks, counting what was pulled from it. */
function hugeAnswer(total: number, headers: Record<string, string> = {}) {
  const pulled = { bytes: 0, cancelled: false };
  const opening = new TextEncoder().encode('{"status":"success","data":"');
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        const chunk = pulled.bytes === 0 ? opening : new Uint8Array(CHUNK).fill(0x61);
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        pulled.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { response: new Response(body, { status: 200, headers }), pulled };
}

let time: number;
const client = (fetch: FetchLike) =>
  createHttpClient({ fetch, now: () => time, timeoutMs: null, staleSeconds: 86_400 });

beforeEach(() => {
  time = 1_000_000;
});

describe('the size of an upstream answer', () => {
  it('stops reading an answer past MAX_ANSWER_BYTES, cancels it, and fails without retrying', async () => {
    const huge = hugeAnswer(120 * 1024 * 1024);
    const fetch = vi.fn<FetchLike>().mockResolvedValue(huge.response);
    const result = await client(fetch).requestResult('/v2/articles', { baseUrl: BASE });
    expect(result).toMatchObject({ kind: 'failed', error: { reason: 'oversize' } });
    expect(huge.pulled.cancelled).toBe(true);
    expect(huge.pulled.bytes).toBeLessThanOrEqual(MAX_ANSWER_BYTES + CHUNK);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a declared length past it before reading a byte', async () => {
    const huge = hugeAnswer(120 * 1024 * 1024, { 'content-length': String(120 * 1024 * 1024) });
    const result = await client(async () => huge.response).requestResult('/v2/articles', {
      baseUrl: BASE,
      retry: false,
    });
    expect(result).toMatchObject({ kind: 'failed', error: { reason: 'oversize' } });
    expect(huge.pulled.bytes).toBe(0);
  });

  it('serves the last good copy when the answer grows too large', async () => {
    const answers = [
      new Response(JSON.stringify({ status: 'success', data: 'good' }), { status: 200 }),
      hugeAnswer(2 * MAX_ANSWER_BYTES).response,
    ];
    const http = client(async () => answers.shift()!);
    await http.requestResult('/v2/articles', { baseUrl: BASE });
    time += 10 * 60_000;
    expect(await http.requestResult('/v2/articles', { baseUrl: BASE })).toEqual({
      kind: 'ok',
      value: { status: 'success', data: 'good' },
      stale: true,
    });
  });

  it('reads an answer within it whole', async () => {
    const text = JSON.stringify({ status: 'success', data: 'é'.repeat(100_000) });
    const result = await client(async () => new Response(text)).requestResult('/v2/articles', {
      baseUrl: BASE,
    });
    expect(result).toMatchObject({ kind: 'ok', value: { data: 'é'.repeat(100_000) } });
  });
});
