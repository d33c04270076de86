'use client';
import dynamic from 'next/dynamic';

/**
 * The offline worker's registration in a chunk of its own, fetched after hydration: it registers the
 * worker once the page has loaded, so it need not join every page's first-load JavaScript.
 */
export const OfflineWorker = dynamic(
  () => import('./offline-worker.client').then((module) => module.OfflineWorker),
  { ssr: false },
);
