import type { ReactNode } from 'react';
import type { ArticleLink } from '@/platform/types/article';
import { Link } from '@/ui/link/route-link.client';

// The title link stretches over the whole card (its ::after covers it), so the card is one target
// for a pointer while a screen reader hears a single link named by the title. Focused from the
// keyboard, the card around it wears the focus ring (app/globals.css, data-card-link).
const STRETCHED = "after:absolute after:inset-0 after:z-10 after:rounded-xl after:content-['']";

export function CardLink({ link, children }: { link: ArticleLink; children: ReactNode }) {
  if (link.newTab) {
    // An article in the 'external' category opens its outside address in a new tab.
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={STRETCHED} data-card-link>
        {children}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="ml-1.5 inline h-[0.7em] w-[0.7em] align-baseline opacity-70"
        >
          <path fill="currentColor" d="M6 3h11v11h-2V6.41l-9.3 9.3-1.4-1.42L13.58 5H6V3Z" />
        </svg>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={link.href} className={STRETCHED} data-card-link>
      {children}
    </Link>
  );
}
