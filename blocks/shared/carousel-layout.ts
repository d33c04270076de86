// The carousel's pure parts: slide sizes per breakpoint, when to show arrows, how far a step scrolls.

/** Slides visible at once; a fraction lets the next slide peek in. */
export type SlidesPerView = 1 | 1.15 | 1.25 | 1.5 | 2 | 2.5 | 3 | 4;

/** Slides per view rise at md 768, lg 1024, xl 1280 and 2xl 1536. */
export interface PerView {
  base?: SlidesPerView;
  md?: SlidesPerView;
  lg?: SlidesPerView;
  xl?: SlidesPerView;
  '2xl'?: SlidesPerView;
}

type Breakpoint = keyof PerView;

// Tailwind only generates classes it finds written out in full, so every width is spelled here.
// A slide is (100% - gaps) / n wide, with one gap per slide that shows in full: 16px gaps below lg,
// 32px from lg.
const widths: Record<Breakpoint, Record<SlidesPerView, string>> = {
  base: {
    1: 'w-full',
    1.15: 'w-[calc((100%-1rem)/1.15)]',
    1.25: 'w-[calc((100%-1rem)/1.25)]',
    1.5: 'w-[calc((100%-1rem)/1.5)]',
    2: 'w-[calc((100%-1rem)/2)]',
    2.5: 'w-[calc((100%-2rem)/2.5)]',
    3: 'w-[calc((100%-2rem)/3)]',
    4: 'w-[calc((100%-3rem)/4)]',
  },
  md: {
    1: 'md:w-full',
    1.15: 'md:w-[calc((100%-1rem)/1.15)]',
    1.25: 'md:w-[calc((100%-1rem)/1.25)]',
    1.5: 'md:w-[calc((100%-1rem)/1.5)]',
    2: 'md:w-[calc((100%-1rem)/2)]',
    2.5: 'md:w-[calc((100%-2rem)/2.5)]',
    3: 'md:w-[calc((100%-2rem)/3)]',
    4: 'md:w-[calc((100%-3rem)/4)]',
  },
  lg: {
    1: 'lg:w-full',
    1.15: 'lg:w-[calc((100%-2rem)/1.15)]',
    1.25: 'lg:w-[calc((100%-2rem)/1.25)]',
    1.5: 'lg:w-[calc((100%-2rem)/1.5)]',
    2: 'lg:w-[calc((100%-2rem)/2)]',
    2.5: 'lg:w-[calc((100%-4rem)/2.5)]',
    3: 'lg:w-[calc((100%-4rem)/3)]',
    4: 'lg:w-[calc((100%-6rem)/4)]',
  },
  xl: {
    1: 'xl:w-full',
    1.15: 'xl:w-[calc((100%-2rem)/1.15)]',
    1.25: 'xl:w-[calc((100%-2rem)/1.25)]',
    1.5: 'xl:w-[calc((100%-2rem)/1.5)]',
    2: 'xl:w-[calc((100%-2rem)/2)]',
    2.5: 'xl:w-[calc((100%-4rem)/2.5)]',
    3: 'xl:w-[calc((100%-4rem)/3)]',
    4: 'xl:w-[calc((100%-6rem)/4)]',
  },
  '2xl': {
    1: '2xl:w-full',
    1.15: '2xl:w-[calc((100%-2rem)/1.15)]',
    1.25: '2xl:w-[calc((100%-2rem)/1.25)]',
    1.5: '2xl:w-[calc((100%-2rem)/1.5)]',
    2: '2xl:w-[calc((100%-2rem)/2)]',
    2.5: '2xl:w-[calc((100%-4rem)/2.5)]',
    3: '2xl:w-[calc((100%-4rem)/3)]',
    4: '2xl:w-[calc((100%-6rem)/4)]',
  },
};

const breakpoints: readonly Breakpoint[] = ['base', 'md', 'lg', 'xl', '2xl'];

/** One slide per view unless told otherwise. */
export const defaultPerView: PerView = { base: 1 };

/** The classes of one slide (`<li>`): its width at each breakpoint, not shrinking, snapping to its start. */
export function slideClass(perView: PerView = defaultPerView): string {
  const sized = breakpoints.flatMap((breakpoint) => {
    const count = perView[breakpoint];
    return count === undefined ? [] : [widths[breakpoint][count]];
  });
  return ['shrink-0 snap-start', ...(perView.base === undefined ? [widths.base[1]] : []), ...sized].join(' ');
}

const MIN_WIDTHS: Record<Exclude<Breakpoint, 'base'>, number> = { md: 768, lg: 1024, xl: 1280, '2xl': 1536 };
// The page's container: max-w-7xl (1280 px) less its padding; narrower screens less about 8% of padding.
const CONTAINER_PX = 1216;
const CONTAINER_VW = 92;

/**
 * The `sizes` of a picture that fills a slide: a slide's width at each breakpoint (the container's width
 * shared between the slides in view), so a phone showing 1.15 slides asks for a picture of about 80vw,
 * not of the whole screen.
 */
export function slideSizes(perView: PerView = defaultPerView): string {
  const widthAt = (minWidth: number, count: number) =>
    minWidth >= MIN_WIDTHS.xl
      ? `${Math.round(CONTAINER_PX / count)}px`
      : `${Math.round(CONTAINER_VW / count)}vw`;
  const steps = (['2xl', 'xl', 'lg', 'md'] as const).flatMap((breakpoint) => {
    const count = perView[breakpoint];
    const minWidth = MIN_WIDTHS[breakpoint];
    return count === undefined ? [] : [`(min-width: ${minWidth}px) ${widthAt(minWidth, count)}`];
  });
  return [...steps, `${Math.round(CONTAINER_VW / (perView.base ?? 1))}vw`].join(', ');
}

// Arrows need more than 3 items, or content that overflows.
export const arrowsAboveCount = 3;

export function showsArrows(count: number, overflows: boolean): boolean {
  return overflows || count > arrowsAboveCount;
}

export interface TrackMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Where the track is: whether it overflows and whether it sits at either end (1px slack for rounding). */
export function trackPosition({ scrollLeft, clientWidth, scrollWidth }: TrackMetrics) {
  return {
    overflows: scrollWidth > clientWidth + 1,
    atStart: scrollLeft <= 1,
    atEnd: scrollLeft + clientWidth >= scrollWidth - 1,
  };
}

export type CarouselStep = 'item' | 'page';

/**
 * How far one arrow press scrolls: one slide and its gap, or as many whole slides as fit in view
 * (at least one), so a page step still lands on a snap point.
 */
export function stepDistance(step: CarouselStep, slideWidth: number, gap: number, viewWidth: number): number {
  const stride = slideWidth + gap;
  if (stride <= 0) return viewWidth;
  if (step === 'item') return stride;
  return Math.max(1, Math.floor((viewWidth + gap) / stride)) * stride;
}
