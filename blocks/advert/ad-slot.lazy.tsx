'use client';
import dynamic from 'next/dynamic';

/** The ad slot's code in a chunk of its own, fetched only by pages with an advert. */
export const AdSlot = dynamic(() => import('./ad-slot.client').then((module) => module.AdSlot));
