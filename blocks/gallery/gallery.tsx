import { useId } from 'react';
import { Image } from '@/ui/image/image';
import type { GalleryAppearance, GalleryProps } from './gallery-schema';
import { GalleryViewer } from './gallery-viewer.client';
import { unlessPagePicture } from '../shared/current-article';

const surfaces = {
  dark: 'bg-turf-900 text-cream [--accent:var(--color-gold-400)]',
  light: 'bg-turf-100 text-ink [--accent:var(--color-turf-700)]',
  plain: 'text-ink [--accent:var(--color-turf-700)]',
} as const;

/** How wide a thumbnail shows in each layout, for its srcset. */
const thumbnailSizes: Record<GalleryAppearance, string> = {
  CAROUSEL: '(min-width: 1024px) 33vw, (min-width: 640px) 45vw, 80vw',
  GRID: '(min-width: 768px) 33vw, 50vw',
};

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
      className={`${surface} py-section`}
    >
      <div className="container-page">
        {title ? (
          <h2 id={titleId} className="mb-stack heading-section">
            {title}
          </h2>
        ) : null}
        <GalleryViewer
          items={items}
          pictures={items.map((item, index) => (
            <Image
              key={`${item.src}-${index}`}
              src={item.thumbnail}
              alt={item.title ?? ''}
              fill
              sizes={thumbnailSizes[appearance]}
              className="object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ))}
          appearance={appearance}
          label={title ?? 'Gallery'}
        />
      </div>
    </section>
  );
}
