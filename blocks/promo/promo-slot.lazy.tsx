'use client';
import dynamic from 'next/dynamic';
import { PromoReserve } from './promo-reserve';

/**
 * The personalised block's code in a chunk of its own, fetched in the browser once the page is
 * interactive and only by pages that have such a block; until then the server's HTML keeps its room.
 */
export const PromoSlot = dynamic(() => import('./promo-slot.client').then((module) => module.PromoSlot), {
  ssr: false,
  loading: () => <PromoReserve />,
});
