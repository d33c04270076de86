'use client';

import type { ComponentProps } from 'react';
import { isExternalHref } from '@/platform/shared/hrefs';
import { safeHref } from '@/platform/shared/safe-href';
import { Link } from './route-link.client';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
  /**
   * A link in a disclosure that stays mounted across navigations (the phone menu): following it closes
   * the disclosure, so the new page does not open under it.
   */
  closesMenu?: boolean;
};

/**
 * Every link of the site's frame: an outside address opens as external, one that is no web, mail or
 * phone address is no link, and a route is a Link, which prefetches nothing on a slow or data-saver
 * connection. Next's prefetch scheduler already keeps at most four route preloads in flight
 * (docs/decisions/0006).
 */
export function SiteLink({ href, children, closesMenu = false, ...rest }: SiteLinkProps) {
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
    <Link href={href} {...rest} onClick={onClick}>
      {children}
    </Link>
  );
}
