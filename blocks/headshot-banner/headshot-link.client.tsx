'use client';

import { SiteLink } from '@/ui/link/site-link.client';
import { dismissTakeover } from '@/ui/takeover/dismiss-takeover';
import type { LinkProps } from '../shared/fields';

// spec blocks §2, §4: the banner's button dismisses the takeover (cookie and stored flag) as it navigates.
export function HeadshotLink({ link }: { link: LinkProps }) {
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <SiteLink
      href={link.href}
      onClick={() => dismissTakeover()}
      className="inline-flex items-center gap-2 rounded-full bg-gold-500 px-8 py-3 text-base font-semibold text-turf-950 hover:bg-gold-400"
      {...newTab}
    >
      {link.label}
      {link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </SiteLink>
  );
}
