/**
 * A body sent in chunks with no declared length, `count` copies of `chunk`, pulled one at a time:
 * `pulled` counts the chunks read from it and says whether it was cancelled, so a test can tell a reader
 * that stopped early from one that read everything.
 */
export function chunkedStream(chunk: Uint8Array, count: number) {
  const pulled = { chunks: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.chunks === count) return controller.close();
        pulled.chunks += 1;
        controller.enqueue(chunk);
      },
      cancel() {
        pulled.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}
