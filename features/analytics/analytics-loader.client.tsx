'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/ui/hooks/when-idle';
import type { AnalyticsConfig } from './analytics-config';
import type { AnalyticsRuntime } from './analytics-runtime';

let runtime: Promise<AnalyticsRuntime> | null = null;

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
