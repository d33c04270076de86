'use client';
import { createElement, useEffect, useState } from 'react';
import { Spinner } from '@/ui/spinner/spinner';
import { loadScriptOnce } from '../shared/load-script';

/** The live blog service's web component: its tag, and the attribute naming the blog. */
export const LIVE_BLOG_TAG = 'live-blog-feed';

/**
 * The live blog's web component for one blog: its script loaded once per page, then
 * the element, which shows the posts and their updates itself.
 */
export function LiveBlogFeed({ blogId, scriptUrl }: { blogId: string; scriptUrl: string }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    loadScriptOnce(scriptUrl)
      .then(() => customElements.whenDefined(LIVE_BLOG_TAG))
      .then(() => live && setState('ready'))
      .catch((error: unknown) => {
        console.warn(`Live blog ${blogId} could not be shown:`, error);
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [blogId, scriptUrl]);

  if (state === 'failed') {
    return (
      <p role="alert" className="py-6 text-center text-ink/80">
        Live updates are unavailable just now. Please try again later.
      </p>
    );
  }
  return (
    <>
      {state === 'loading' ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading the live blog" />
        </div>
      ) : null}
      {createElement(LIVE_BLOG_TAG, { 'blog-id': blogId })}
    </>
  );
}
