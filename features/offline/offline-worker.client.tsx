'use client';
import { Serwist } from '@serwist/window';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { WORKER_PATH } from '@/shared/offline-worker.mjs';
import { racedayOf } from './essentials';
import { keepPages, keepRacedayEssentials } from './keep-essentials';
import { keptAt } from './kept-stamp';
import { WORKER_SCOPE } from './names';
import { savedTime } from './saved-time';

/** The address shown, as the worker keeps it. */
const here = () => location.pathname + location.search;

/** The page's own navigation, whose Server-Timing says whether the worker answered with a kept copy. */
function keptAtOfThisPage(): number | null {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return keptAt(navigation?.serverTiming ?? []);
}

/**
 * Registers the offline worker once the page has loaded (Serwist's window library waits for the load
 * event); has it keep each page the fan sees that it did not answer itself (the first page before it
 * was installed, and every page the client router shows) and, on a raceday's page, that day's
 * essentials; and says "Saved at 13:05" on a page the worker answered with its kept copy. Not in
 * development, where pages change with every edit.
 */
export function OfflineWorker() {
  const path = usePathname();
  // Rendered in the browser alone (offline-worker.lazy.tsx): the page's own timing is there to read.
  const [saved] = useState(keptAtOfThisPage);
  // The page the worker answered as it loaded: it has kept it already. The client router's pages after
  // it come from the network.
  const [first] = useState(() => ({
    path,
    answered: navigator.serviceWorker?.controller ? here() : null,
  }));
  const [worker, setWorker] = useState<Serwist | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const registered = new Serwist(WORKER_PATH, { scope: WORKER_SCOPE, type: 'classic' });
    registered
      .register()
      .then(() => {
        setWorker(registered);
        // Each page the browser loads asks whether a new release's worker is out; the worker takes over
        // as soon as it is installed (features/offline/sw.ts). Without a network it is asked next time.
        if (first.answered !== null) registered.update().catch(() => undefined);
      })
      .catch((error: unknown) => console.warn('The offline worker was not registered:', error));
  }, [first]);

  useEffect(() => {
    if (!worker) return;
    const unkept = [here()].filter((address) => address !== first.answered);
    const kept = racedayOf(path) ? keepRacedayEssentials(worker, path, unkept) : keepPages(worker, unkept);
    kept.catch((error: unknown) => console.warn('A page was not kept for offline use:', error));
  }, [worker, path, first]);

  if (saved === null || path !== first.path) return null;
  // Held at the foot of the screen while the page scrolls, and after the footer at the page's end, so it
  // covers none of it.
  return (
    <p
      role="status"
      className="sticky bottom-0 z-40 bg-turf-950 px-gutter py-2 text-center text-sm text-cream"
    >
      You are seeing the copy kept on this phone. Saved at {savedTime(saved)}.
    </p>
  );
}
