import 'server-only';

/** A warning said at most once per period, so a Redis that stays down does not flood the log. */
export function warnAtMostEvery(
  periodMs: number,
  log: (message: string) => void,
  now: () => number = Date.now,
): (message: string) => void {
  let lastAt = -Infinity;
  return (message) => {
    if (now() - lastAt < periodMs) return;
    lastAt = now();
    log(message);
  };
}
