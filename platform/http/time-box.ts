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
    // The box measures Redis, not this process: a timer that fires late means renders held the event
    // loop (the command may not even have been written yet), so the call gets another box, for up to
    // 3 s in all (a new instance's first renders hold its loop that long); and the failure comes one
    // turn after the timer, once the socket's waiting input has been read. A timer that fires on time
    // fails the call after one box, however long the cap.
    const startedAt = performance.now();
    const arm = () => {
      const armedAt = performance.now();
      timer = setTimeout(() => {
        const now = performance.now();
        if (now - armedAt > 2 * ms && now - startedAt < Math.max(3000, 4 * ms)) return arm();
        immediate = setImmediate(() => reject(new SharedCacheError(`${what}: no answer within ${ms} ms`)));
      }, ms);
    };
    arm();
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
