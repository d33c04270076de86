'use client';

import { SiteLink } from '@/ui/link/site-link.client';
import { dismissTakeover } from '@/ui/takeover/dismiss-takeover';
import type { LinkProps } from '../shared/fields';

// The banner's button dismisses the takeover (cookie and stored flag) as it navigates.
export function HeadshotLink({ link }: { link: LinkProps }) {
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <SiteLink href={link.href} onClick={() => dismissTakeover()} className="btn btn-primary" {...newTab}>
      {link.label}
      {link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </SiteLink>
  );
}
