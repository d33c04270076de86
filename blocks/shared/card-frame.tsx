import type { ReactNode } from 'react';

/** The frame every sales card shares: white, or the royal meeting's navy when themed. */
export function CardFrame({
  royal = false,
  wide = false,
  id,
  children,
}: {
  royal?: boolean;
  /** An anchor on the card, for links that bring the reader back to it. */
  id?: string | undefined;
  /** Picture beside the words from md: a card that has a page's width to itself. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      id={id}
      data-royal={royal ? 'true' : undefined}
      className={`flex h-full scroll-mt-28 flex-col overflow-hidden rounded-xl shadow-sm ring-1 ${wide ? 'md:flex-row' : ''} ${
        royal ? 'bg-royal-900 text-cream ring-royal-700' : 'bg-white text-ink ring-turf-900/10'
      }`}
    >
      {children}
    </article>
  );
}

/**
 * A card placed directly on a page rather than in a feed: from the page's left edge at a card's width,
 * or wider when the card lays itself out wide.
 */
export function StandaloneCard({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <div className="container-page my-part">
      <div className={wide ? 'max-w-md md:max-w-5xl' : 'max-w-md'}>{children}</div>
    </div>
  );
}
