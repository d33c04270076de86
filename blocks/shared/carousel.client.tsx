'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { showsArrows, stepDistance, trackPosition, type CarouselStep } from './carousel-layout';

interface CarouselProps {
  /** What the row holds, for the focusable track ("Racing news carousel"). */
  label: string;
  /** How many slides there are (the `<li>` children). */
  count: number;
  /** How far an arrow or arrow key moves: one slide (the gallery) or a page of them. */
  step?: CarouselStep;
  /** 16px between slides throughout, for rows whose slides size themselves for that gap. */
  compactGap?: boolean;
  /** The slides: `<li>` elements, sized with `slideClass`. */
  children: ReactNode;
}

const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border-2 border-current text-xl transition ' +
  'hover:bg-current/10 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The one carousel every card row uses: a native scroll-snap track, so touch and trackpads need no script,
 * with previous/next buttons that show when there are more than three slides or the slides overflow, and are
 * disabled at the ends. The arrow row keeps its space while hidden, so measuring after mount never moves the
 * page.
 */
export function Carousel({ label, count, step = 'page', compactGap = false, children }: CarouselProps) {
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ overflows: false, atStart: true, atEnd: count <= 1 });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const next = trackPosition(element);
    setPosition((current) =>
      current.overflows === next.overflows && current.atStart === next.atStart && current.atEnd === next.atEnd
        ? current
        : next,
    );
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const move = useCallback(
    (direction: 1 | -1) => {
      const element = track.current;
      const list = element?.firstElementChild;
      const slide = list?.firstElementChild;
      if (!element || !(list instanceof HTMLElement) || !(slide instanceof HTMLElement)) return;
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      const left = direction * stepDistance(step, slide.offsetWidth, gap, list.clientWidth);
      const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
      if (typeof element.scrollBy === 'function') element.scrollBy({ left, behavior });
      else element.scrollLeft += left;
    },
    [step],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Only the track itself: a focused link or button inside keeps its own keys.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  const arrows = showsArrows(count, position.overflows);
  return (
    <div>
      <div
        ref={track}
        id={trackId}
        // A named group, not a region: a page may hold two rows of the same name, and landmarks must
        // be unique.
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        data-appearance="carousel"
        onScroll={measure}
        onKeyDown={onKeyDown}
        // Relative: the track is what its slides' absolutely placed parts (a screen-reader-only
        // label) are placed in, so they scroll and clip with it instead of widening the page.
        className="relative -mx-2 snap-x snap-mandatory scroll-px-2 overflow-x-auto overscroll-x-contain px-2 pt-2 pb-4 [scrollbar-width:thin] focus-visible:outline-offset-4"
      >
        <ul className={`flex ${compactGap ? 'gap-4' : 'gap-4 lg:gap-8'}`}>{children}</ul>
      </div>
      {/* Hidden arrows keep their row, so the page does not jump once the track is measured. */}
      <div className="mt-4 flex justify-end gap-3" style={arrows ? undefined : { visibility: 'hidden' }}>
        <button
          type="button"
          aria-label="Previous slide"
          aria-controls={trackId}
          disabled={position.atStart}
          onClick={() => move(-1)}
          className={arrowClass}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          aria-label="Next slide"
          aria-controls={trackId}
          disabled={position.atEnd}
          onClick={() => move(1)}
          className={arrowClass}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
