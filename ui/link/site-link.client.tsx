'use client';

import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { isExternalHref } from '@/platform/shared/hrefs';
import { safeHref } from '@/platform/shared/safe-href';
import { currentPrefetchAllowed, subscribeToConnection } from './connection';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
  /**
   * A link in a disclosure that stays mounted across navigations (the phone menu): following it closes
   * the disclosure, so the new page does not open under it.
   */
  closesMenu?: boolean;
};

/**
 * Every link of the site's frame: an outside address opens as external (spec §2), one that is no web,
 * mail or phone address is no link, and a route is not
 * prefetched on a slow or data-saver connection. Next's prefetch scheduler already keeps at most four
 * route preloads in flight (docs/decisions/0006).
 */
export function SiteLink({ href, children, closesMenu = false, ...rest }: SiteLinkProps) {
  const canPrefetch = useSyncExternalStore(subscribeToConnection, currentPrefetchAllowed, () => true);
  // A content link that would run code (javascript:, data:) is shown as its text.
  if (safeHref(href) === undefined) return <span className={rest.className}>{children}</span>;
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const onClick: SiteLinkProps['onClick'] = closesMenu
    ? (event) => {
        rest.onClick?.(event);
        event.currentTarget.closest('details')?.removeAttribute('open');
      }
    : rest.onClick;
  return (
    <Link href={href} prefetch={canPrefetch ? null : false} {...rest} onClick={onClick}>
      {children}
    </Link>
  );
}
