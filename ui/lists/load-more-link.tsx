import Link from 'next/link';
import { LoadMorePending } from './load-more-pending.client';

/**
 * 'Load more' as a real link to `?page=N#anchor`: without JavaScript the browser loads the longer
 * list and jumps to the first new card; with it the list grows in place (scroll={false}) and the
 * reader's position is kept.
 */
export function LoadMoreLink({ href }: { href: string }) {
  return (
    <div className="mt-12 flex justify-center">
      <Link
        href={href}
        scroll={false}
        className="inline-flex min-h-12 items-center gap-3 rounded-full border-2 border-turf-800 px-8 py-3 text-base font-semibold text-turf-900 transition-colors hover:bg-turf-800 hover:text-cream"
      >
        Load more
        <LoadMorePending />
      </Link>
    </div>
  );
}
