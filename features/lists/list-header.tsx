import type { ReactNode } from 'react';

export interface ListHeaderProps {
  title: string;
  kicker?: string;
  intro?: ReactNode;
  /** Below the title, inside the band: the news tabs, the search form. */
  children?: ReactNode;
}

/** The title band of a list page: the page's one h1 on the turf green, with a gold rule. */
export function ListHeader({ title, kicker, intro, children }: ListHeaderProps) {
  return (
    <header className="relative overflow-hidden border-b-4 border-gold-500 bg-turf-900 text-cream">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(200,162,74,0.18),transparent_55%)]"
      />
      <div className="relative container-page pt-10 pb-8 sm:pt-14 lg:pt-16 lg:pb-10">
        {kicker ? <p className="eyebrow text-gold-400">{kicker}</p> : null}
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
        {intro ? <div className="mt-4 max-w-2xl text-base text-cream/80 sm:text-lg">{intro}</div> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </header>
  );
}
