import type { ReactNode } from 'react';

/** The frame every sales card shares: white, or the royal meeting's navy when themed. */
export function CardFrame({ royal = false, children }: { royal?: boolean; children: ReactNode }) {
  return (
    <article
      data-royal={royal ? 'true' : undefined}
      className={`flex h-full flex-col overflow-hidden rounded-xl shadow-sm ring-1 ${
        royal ? 'bg-royal-900 text-cream ring-royal-700' : 'bg-white text-ink ring-turf-900/10'
      }`}
    >
      {children}
    </article>
  );
}

/** A card placed directly on a page rather than in a feed: centred at a card's width. */
export function StandaloneCard({ children }: { children: ReactNode }) {
  return <div className="mx-auto my-8 max-w-md px-4">{children}</div>;
}
