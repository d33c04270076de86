'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';

type EventsRuntime = typeof import('./events-runtime');

let runtime: Promise<EventsRuntime> | null = null;

/** The events code, fetched once the browser is idle after hydration: never part of first-load JS. */
function loadRuntime(): Promise<EventsRuntime> {
  runtime ??= new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 1);
  }).then(() => import('./events-runtime'));
  return runtime;
}

function PageShown() {
  // Read only to run again on every client-side navigation, a change of query included; the address
  // itself is read from the location, exactly as the visitor's browser shows it.
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    const path = `${window.location.pathname}${window.location.search}`;
    loadRuntime().then(
      (events) => events.pageShown(path),
      () => {
        // The chunk could not be fetched (offline, a new build): this page goes uncounted.
      },
    );
  }, [pathname, search]);
  return null;
}

/**
 * The events collector in the browser (decision 17): page views on the first page and on every
 * client-side navigation, and the Web Vitals. In the layout; draws nothing. useSearchParams renders
 * it in the browser only, inside its own Suspense boundary, so the page's HTML is the same for all.
 */
export function Events() {
  return (
    <Suspense fallback={null}>
      <PageShown />
    </Suspense>
  );
}
