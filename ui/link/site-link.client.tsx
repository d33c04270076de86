'use client';

import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { isExternalHref } from '@/platform/shared/hrefs';
import { currentPrefetchAllowed, subscribeToConnection } from './connection';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * Every link of the site's frame: an outside address opens as external (spec §2), and a route is not
 * prefetched on a slow or data-saver connection. Next's prefetch scheduler already keeps at most four
 * route preloads in flight (docs/decisions/0006).
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const canPrefetch = useSyncExternalStore(subscribeToConnection, currentPrefetchAllowed, () => true);
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={canPrefetch ? null : false} {...rest}>
      {children}
    </Link>
  );
}
