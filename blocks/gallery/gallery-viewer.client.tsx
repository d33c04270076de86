'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { CarouselTrack } from './carousel-track.client';
import type { GalleryAppearance, GalleryItem } from './gallery-schema';

const loadLightbox = () => import('./lightbox.client').then((module) => module.Lightbox);

/**
 * The full-size view in a chunk of its own: most visitors never open it, so it stays out of the page's
 * first-load JavaScript. It is fetched when a pointer or the focus first reaches a thumbnail, before
 * the click that opens it.
 */
const Lightbox = dynamic(loadLightbox, { ssr: false });

function preloadLightbox(): void {
  loadLightbox().catch(() => {
    // Offline or a new build: the click tries again.
  });
}

interface GalleryViewerProps {
  items: readonly GalleryItem[];
  /**
   * Each item's thumbnail picture, rendered on the server, so the image component's srcset rules stay
   * out of the page's first-load JavaScript.
   */
  pictures: readonly ReactNode[];
  appearance: GalleryAppearance;
  label: string;
}

/** The gallery's thumbnails, in a grid or a carousel; picking one opens it in the lightbox. */
export function GalleryViewer({ items, pictures, appearance, label }: GalleryViewerProps) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(0);

  const close = useCallback(() => {
    setOpen(null);
    thumbnails.current[opener.current]?.focus();
  }, []);

  const move = useCallback(
    (step: 1 | -1) => {
      setOpen((current) => (current === null ? null : (current + step + items.length) % items.length));
    },
    [items.length],
  );

  const carousel = appearance === 'CAROUSEL';
  const thumbnailList = items.map((item, index) => (
    <li
      key={`${item.src}-${index}`}
      className={carousel ? 'w-[80%] shrink-0 snap-start sm:w-[45%] lg:w-[calc((100%-2rem)/3)]' : undefined}
    >
      <button
        ref={(element) => {
          thumbnails.current[index] = element;
        }}
        type="button"
        aria-haspopup="dialog"
        aria-label={item.title ? undefined : `Image ${index + 1} of ${items.length}`}
        onPointerEnter={preloadLightbox}
        onFocus={preloadLightbox}
        onClick={() => {
          opener.current = index;
          setOpen(index);
        }}
        className="group relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent,currentColor)]"
      >
        {pictures[index]}
      </button>
    </li>
  ));

  return (
    <>
      {carousel ? (
        <CarouselTrack count={items.length} label={label}>
          {thumbnailList}
        </CarouselTrack>
      ) : (
        <ul aria-label={label} className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {thumbnailList}
        </ul>
      )}
      {open === null ? null : (
        <Lightbox items={items} index={open} label={label} onClose={close} onMove={move} />
      )}
    </>
  );
}
