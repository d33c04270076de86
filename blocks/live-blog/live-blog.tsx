import { useId } from 'react';
import type { LiveBlogProps } from './live-blog-schema';

/**
 * LIVE_BLOG: the panel the live blog's web component fills later (after consent, spec blocks §4). It
 * keeps the blog's room on the page so the content below does not jump when updates arrive.
 */
export function LiveBlogBlock({ sourceSystemId }: LiveBlogProps) {
  const headingId = useId();
  return (
    <section className="mx-auto my-10 max-w-4xl px-4">
      <div
        data-live-blog={sourceSystemId}
        className="flex min-h-72 flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-turf-900/10 sm:p-8"
      >
        <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold text-turf-900">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-alert" />
          Live blog
        </h2>
        <p className="mt-4 flex flex-1 items-center justify-center rounded-lg border border-dashed border-turf-900/20 px-4 py-10 text-center text-ink/70">
          Live updates will appear here.
        </p>
      </div>
    </section>
  );
}
