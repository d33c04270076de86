import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
const subscribeToClock = (onTick: () => void) => {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
};
const clockNow = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/** The time, updated while the page is open (every 30 s: the text counts minutes at the finest); null on the server. */
export function useClock(): number | null {
  return useSyncExternalStore(subscribeToClock, clockNow, () => null);
}
