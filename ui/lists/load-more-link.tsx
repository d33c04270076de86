import { Link } from '@/ui/link/route-link.client';
import { LoadMorePending } from './load-more-pending.client';

/**
 * 'Load more' as a real link to `?page=N#anchor`: without JavaScript the browser loads the longer
 * list and jumps to the first new card; with it the list grows in place (scroll={false}) and the
 * reader's position is kept.
 */
export function LoadMoreLink({ href }: { href: string }) {
  return (
    <div className="mt-12 flex justify-center">
      <Link href={href} scroll={false} className="btn btn-secondary text-turf-900">
        Load more
        <LoadMorePending />
      </Link>
    </div>
  );
}
