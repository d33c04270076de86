'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

interface CarouselTrackProps {
  /** How many items the track holds. */
  count: number;
  label: string;
  /** The track's `<li>` items. */
  children: ReactNode;
}

// spec blocks §4 "Carousels", §9: arrows show only when the content overflows or there are more than 3 items.
const arrowsFrom = 4;

/**
 * A horizontally scrolling row with scroll-snap; its previous/next buttons scroll by one item width and
 * are disabled at the ends.
 */
export function CarouselTrack({ count, label, children }: CarouselTrackProps) {
  const track = useRef<HTMLUListElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(count <= 1);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setOverflows(element.scrollWidth > element.clientWidth + 1);
    setAtStart(element.scrollLeft <= 1);
    setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  function scrollByItem(direction: 1 | -1) {
    const element = track.current;
    const item = element?.firstElementChild;
    if (!element || !(item instanceof HTMLElement)) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    const left = direction * (item.offsetWidth + gap);
    if (typeof element.scrollBy === 'function') {
      element.scrollBy({ left, behavior: 'smooth' });
    } else {
      element.scrollLeft += left;
    }
  }

  const showArrows = overflows || count >= arrowsFrom;
  const arrowClass =
    'rounded-full border border-current px-3 py-1 text-lg transition-opacity hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-[var(--accent,currentColor)]';

  return (
    <div>
      <ul
        ref={track}
        aria-label={label}
        onScroll={measure}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin]"
      >
        {children}
      </ul>
      {showArrows ? (
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            aria-label="Scroll back"
            disabled={atStart}
            onClick={() => scrollByItem(-1)}
            className={arrowClass}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            aria-label="Scroll forward"
            disabled={atEnd}
            onClick={() => scrollByItem(1)}
            className={arrowClass}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
