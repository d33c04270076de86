import { chunkedStream as chunked } from '@/test/streams';
import { readCapped, TOO_LARGE } from './read-capped';

const noHeaders = new Headers();

describe('readCapped', () => {
  it('reads a body within the limit whole, however it is cut into chunks', async () => {
    const { stream } = chunked(new TextEncoder().encode('abc'), 3);
    const bytes = await readCapped(stream, noHeaders, 9);
    expect(bytes).not.toBe(TOO_LARGE);
    expect(Buffer.from(bytes as Buffer).toString()).toBe('abcabcabc');
  });

  it('refuses a declared length past the limit before reading a byte, and cancels the body', async () => {
    const { stream, pulled } = chunked(new Uint8Array(10), 5);
    const headers = new Headers({ 'content-length': '1000000' });
    expect(await readCapped(stream, headers, 100)).toBe(TOO_LARGE);
    expect(pulled.chunks).toBe(0);
    expect(pulled.cancelled).toBe(true);
  });

  it('stops at the chunk that goes past the limit and cancels the body', async () => {
    const { stream, pulled } = chunked(new Uint8Array(64 * 1024), 10_000);
    expect(await readCapped(stream, noHeaders, 100_000)).toBe(TOO_LARGE);
    expect(pulled.chunks).toBe(2);
    expect(pulled.cancelled).toBe(true);
  });

  it('reads no body as no bytes, and rejects on a body that breaks off', async () => {
    expect(await readCapped(null, noHeaders, 10)).toHaveLength(0);
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    await expect(readCapped(broken, noHeaders, 10)).rejects.toThrow('connection reset');
  });
});
