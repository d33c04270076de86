import 'server-only';

/** What `readCapped` answers for a body past its limit. */
export const TOO_LARGE = 'too large';

/**
 * A body's bytes, read no further than `limit`: a declared Content-Length past it is refused before a
 * byte is read, and a body that grows past it (chunked, or longer than declared) is refused where it
 * does. Either way the stream is cancelled, so its sender is not read to the end, and the answer is
 * TOO_LARGE, which each caller turns into its own error. A stream that breaks off rejects.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  headers: Headers,
  limit: number,
): Promise<Buffer | typeof TOO_LARGE> {
  if (Number(headers.get('content-length')) > limit) {
    await body?.cancel().catch(() => {});
    return TOO_LARGE;
  }
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return TOO_LARGE;
    }
    chunks.push(value);
  }
}
