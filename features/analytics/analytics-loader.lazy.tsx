'use client';
import dynamic from 'next/dynamic';

/**
 * The analytics loader in a chunk of its own, fetched after hydration: it draws nothing and starts
 * analytics only once the page is idle, so it need not join every page's first-load JavaScript.
 */
export const AnalyticsLoader = dynamic(
  () => import('./analytics-loader.client').then((module) => module.AnalyticsLoader),
  { ssr: false },
);
