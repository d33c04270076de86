import { useState } from 'react';
import { RELOAD_ONCE } from './reload-guard-names';

/**
 * For an error page about to show `error`: when it is a chunk that failed to load (a release replaced
 * the page's scripts), the page is loaded again instead, once per path within the guard's time.
 * True when the reload has begun, so the page shows nothing meanwhile.
 */
export function reloadForMissingChunk(error: unknown): boolean {
  if (typeof window === 'undefined') return false;
  const reloadOnce = (window as unknown as Record<string, unknown>)[RELOAD_ONCE];
  return typeof reloadOnce === 'function' ? Boolean(reloadOnce(error)) : false;
}

/**
 * Whether an error page should show `error`: not while a reload the guard began for it is under way (the
 * page then shows nothing for the moment before it goes). Asked once, when the error page first shows;
 * error pages render only in the browser.
 */
export function useErrorShown(error: unknown): boolean {
  const [reloading] = useState(() => reloadForMissingChunk(error));
  return !reloading;
}
