'use client';
import dynamic from 'next/dynamic';

/**
 * The video player's code in a chunk of its own, fetched only by pages that draw a video; the server
 * still renders it into the page's HTML, over the poster.
 */
export const VideoPlayer = dynamic(() =>
  import('./video-player.client').then((module) => module.VideoPlayer),
);
