/**
 * The promise's value, or `late` once `ms` have passed without one. The promise is not cancelled: it
 * goes on, and whatever it fills (a cache) is filled when it settles. A rejection before the time is
 * the caller's, as it would be without the deadline.
 */
export async function answerWithin<T, L>(promise: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
