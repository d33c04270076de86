'use client';

import type { ReactNode } from 'react';
import { Carousel } from '../shared/carousel.client';

interface CarouselTrackProps {
  /** How many items the track holds. */
  count: number;
  label: string;
  /** The track's `<li>` items. */
  children: ReactNode;
}

/**
 * The gallery's carousel: the shared carousel, scrolling one item width per arrow.
 * The gallery's thumbnails size themselves for a 16px gap, so the gap stays 16px at every width.
 */
export function CarouselTrack({ count, label, children }: CarouselTrackProps) {
  return (
    <Carousel label={label} count={count} step="item" compactGap>
      {children}
    </Carousel>
  );
}
