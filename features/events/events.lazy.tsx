'use client';
import dynamic from 'next/dynamic';

/**
 * The events component in a chunk of its own, fetched after hydration: it draws nothing, and page views
 * are due 500 ms after load at the earliest, so it need not join every page's first-load JavaScript.
 */
export const Events = dynamic(() => import('./events.client').then((module) => module.Events), {
  ssr: false,
});
