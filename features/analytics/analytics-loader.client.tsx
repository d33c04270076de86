'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { AnalyticsConfig } from './analytics-config';
import type { AnalyticsRuntime } from './analytics-runtime';

let runtime: Promise<AnalyticsRuntime> | null = null;

/** Once the page has loaded and the main thread is idle: analytics must not delay the page becoming interactive. */
function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts the site's analytics after the page is interactive: its code (features/analytics) is a chunk of
 * its own, fetched only then, and the third parties it drives load only with analytics consent. Renders
 * nothing.
 */
export function AnalyticsLoader({ config }: { config: AnalyticsConfig }) {
  const pathname = usePathname();
  useEffect(() => {
    whenIdle(() => {
      runtime ??= import('./analytics-runtime').then((module) => module.startAnalytics(config));
    });
  }, [config]);
  useEffect(() => {
    void runtime?.then((running) => running.locationChanged());
  }, [pathname]);
  return null;
}
