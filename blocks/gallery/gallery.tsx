import { useId } from 'react';
import type { GalleryProps } from './gallery-schema';
import { GalleryViewer } from './gallery-viewer.client';
import { unlessPagePicture } from '../shared/current-article';

const surfaces = {
  dark: 'bg-turf-900 text-cream [--accent:var(--color-gold-400)]',
  light: 'bg-turf-100 text-ink [--accent:var(--color-turf-700)]',
  plain: 'text-ink [--accent:var(--color-turf-700)]',
} as const;

/** GALLERY and dark-gallery: up to five thumbnails in a grid or a carousel, each opening a lightbox. */
export function GalleryBlock({ title, withBackground, appearance, items: given, theme }: GalleryProps) {
  const titleId = useId();
  // The page's hero is not shown again as a view of the gallery.
  const items = given.filter((item) => unlessPagePicture(item) !== undefined);
  if (items.length === 0) return null;
  const surface = theme === 'dark' ? surfaces.dark : withBackground ? surfaces.light : surfaces.plain;
  return (
    <section
      aria-label={title ? undefined : 'Gallery'}
      data-theme={theme}
      className={`${surface} px-4 py-10 sm:px-8 lg:py-14`}
    >
      <div className="mx-auto max-w-6xl">
        {title ? (
          <h2 id={titleId} className="mb-6 text-3xl font-bold text-[var(--accent)]">
            {title}
          </h2>
        ) : null}
        <GalleryViewer items={items} appearance={appearance} label={title ?? 'Gallery'} />
      </div>
    </section>
  );
}
