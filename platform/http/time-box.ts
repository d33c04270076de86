import 'server-only';

/** A shared-cache call that failed, took too long or answered nonsense; the caller carries on without it. */
export class SharedCacheError extends Error {
  override readonly name = 'SharedCacheError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The promise's value, or a SharedCacheError once `ms` have passed: a slow Redis must not slow a page. */
export async function timeBoxed<T>(what: string, promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let immediate: ReturnType<typeof setImmediate> | undefined;
  const late = new Promise<never>((_, reject) => {
    // Rejected one turn after the timer, once the socket's waiting input has been read: on an event loop
    // held up by a render, an answer that arrived in time is not taken for a slow Redis.
    timer = setTimeout(() => {
      immediate = setImmediate(() => reject(new SharedCacheError(`${what}: no answer within ${ms} ms`)));
    }, ms);
  });
  try {
    return await Promise.race([
      promise.catch((cause: unknown) => {
        throw new SharedCacheError(`${what} failed`, { cause });
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
  }
}
