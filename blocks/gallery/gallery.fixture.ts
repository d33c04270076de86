import type { GalleryItem, GalleryProps } from './gallery-schema';

export function galleryItemsFixture(count: number): GalleryItem[] {
  return Array.from({ length: count }, (_, index) => ({
    src: `http://localhost/images/gallery-${index + 1}.jpg`,
    thumbnail: `http://localhost/images/gallery-${index + 1}-thumb.jpg`,
    title: `Photo ${index + 1}`,
  }));
}

export function galleryFixture(overrides: Partial<GalleryProps> = {}): GalleryProps {
  return {
    title: 'A day at the races',
    withBackground: false,
    appearance: 'GRID',
    items: galleryItemsFixture(3),
    theme: 'light',
    ...overrides,
  };
}
