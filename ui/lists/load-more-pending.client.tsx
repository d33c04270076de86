'use client';

import { useLinkStatus } from 'next/link';

/** A spinner inside the 'load more' link while its next load is on the way. */
export function LoadMorePending() {
  const { pending } = useLinkStatus();
  return (
    <span
      aria-hidden="true"
      data-pending={pending || undefined}
      className={`h-4 w-4 rounded-full border-2 border-current border-r-transparent motion-safe:animate-spin ${pending ? 'inline-block' : 'hidden'}`}
    />
  );
}
