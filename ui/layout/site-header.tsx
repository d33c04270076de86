import type { ReactNode } from 'react';
import { SiteLink as Link } from '@/ui/link/site-link.client';
import type { NavItem } from './nav-types';
import { Wordmark } from './wordmark';

interface SiteHeaderProps {
  venue: string;
  nav: NavItem[];
  /** The fan's account links (sign in, or account and sign out), given by the layout. */
  account?: ReactNode;
  /** The same links for the phone menu. */
  mobileAccount?: ReactNode;
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" strokeLinecap="round" />
    </svg>
  );
}

// The full navigation shows from xl (1280 px), where it fits beside the search, tickets and account
// links; below that the menu holds it. The menu is a <details> disclosure so it opens on a phone before
// (or without) any JavaScript.
export function SiteHeader({ venue, nav, account, mobileAccount }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-gold-500/40 bg-turf-900 text-cream">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 lg:h-20 lg:px-8 2xl:max-w-[96rem]">
        <Link href="/" className="shrink-0" aria-label={`${venue} home`}>
          <Wordmark venue={venue} />
        </Link>
        <nav aria-label="Main" className="ml-6 hidden flex-1 xl:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.href} className="group relative">
                <Link
                  href={item.href}
                  className="block rounded px-2 py-2 text-[13px] font-semibold tracking-wide whitespace-nowrap uppercase hover:text-gold-400 2xl:px-3 2xl:text-sm"
                >
                  {item.label}
                </Link>
                {item.children.length > 0 ? (
                  <ul className="invisible absolute left-0 top-full min-w-56 rounded-b-md border-t-2 border-gold-500 bg-turf-900 py-2 opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link
                          href={child.href}
                          className="block px-4 py-2 text-sm hover:bg-turf-800 hover:text-gold-400"
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 xl:ml-0 2xl:gap-4">
          <form
            action="/search-results"
            method="get"
            role="search"
            className="hidden md:block xl:hidden 2xl:block"
          >
            <label htmlFor="site-search" className="sr-only">
              Search
            </label>
            <input
              id="site-search"
              name="query"
              type="search"
              placeholder="Search"
              className="w-36 rounded-full border border-cream/30 bg-turf-800 px-4 py-1.5 text-sm text-cream placeholder:text-cream/60 focus:w-48 focus:border-gold-400 motion-safe:transition-all"
            />
          </form>
          <Link
            href="/search-results"
            aria-label="Search"
            className="hidden rounded-full p-2 hover:text-gold-400 xl:block 2xl:hidden"
          >
            <SearchIcon />
          </Link>
          <Link href="/tickets" className="btn btn-primary min-h-10 px-4 py-1.5 text-sm">
            Tickets
          </Link>
          {account ? (
            <div className="hidden items-center gap-3 text-sm font-semibold whitespace-nowrap sm:flex">
              {account}
            </div>
          ) : null}
        </div>
        <MobileMenu nav={nav} account={mobileAccount} />
      </div>
    </header>
  );
}

function MobileMenu({ nav, account }: { nav: NavItem[]; account: ReactNode }) {
  return (
    <details data-site-menu className="group xl:hidden">
      <summary
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded border border-cream/30 [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
          <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-open:block" />
        </svg>
      </summary>
      <nav
        aria-label="Main"
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gold-500/40 bg-turf-900 px-4 pb-8 lg:top-20 lg:max-h-[calc(100dvh-5rem)] lg:px-8"
      >
        <form action="/search-results" method="get" role="search" className="py-4">
          <label htmlFor="mobile-search" className="sr-only">
            Search
          </label>
          <input
            id="mobile-search"
            name="query"
            type="search"
            placeholder="Search the site"
            className="w-full rounded-full border border-cream/30 bg-turf-800 px-4 py-2 text-cream placeholder:text-cream/60"
          />
        </form>
        {account ? (
          <div className="flex items-center gap-4 pb-4 font-semibold sm:hidden">{account}</div>
        ) : null}
        <ul>
          {nav.map((item) => (
            <li key={item.href} className="border-b border-cream/10 py-2">
              <Link href={item.href} closesMenu className="block py-2 font-display text-lg">
                {item.label}
              </Link>
              {item.children.length > 0 ? (
                <ul className="grid grid-cols-2 gap-x-4 pb-2">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link href={child.href} closesMenu className="block py-1.5 text-sm text-cream/80">
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
