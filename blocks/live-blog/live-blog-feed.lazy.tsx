'use client';
import dynamic from 'next/dynamic';

/** The live blog's loader in a chunk of its own, fetched only by pages with a live blog. */
export const LiveBlogFeed = dynamic(() =>
  import('./live-blog-feed.client').then((module) => module.LiveBlogFeed),
);
