'use client';
import dynamic from 'next/dynamic';

/**
 * The gated block's code in a chunk of its own, fetched in the browser once the page is interactive
 * and only by pages that have such a block. The server's HTML holds nothing of the block.
 */
export const GatedSlot = dynamic(() => import('./gated-slot.client').then((module) => module.GatedSlot), {
  ssr: false,
  loading: () => null,
});
