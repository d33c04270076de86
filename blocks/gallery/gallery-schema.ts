import { z } from 'zod';
import { optionalText, type Theme } from '../shared/fields';

export type GalleryAppearance = 'GRID' | 'CAROUSEL';

export interface GalleryItem {
  src: string;
  thumbnail: string;
  title: string | undefined;
}

export interface GalleryProps {
  title: string | undefined;
  withBackground: boolean;
  appearance: GalleryAppearance;
  items: GalleryItem[];
  theme: Theme;
}

// A gallery shows at most 5 items.
export const maxGalleryItems = 5;

const itemSchema = z.object({
  image: z.string().trim().min(1),
  imageThumbnail: optionalText,
  title: optionalText,
});

/** The gallery's fields, shared by GALLERY and `customContent.gallery_content` of dark-gallery. */
const galleryFields = z.object({
  title: optionalText,
  withBackground: z.boolean().nullish(),
  appearance: z.object({ type: z.string().nullish() }).nullish(),
  // A malformed item is skipped rather than losing the whole gallery.
  children: z.array(z.unknown()).nullish(),
});

// A missing `gallery_content` (`{}` means "not set") reads as an empty gallery.
function toProps(
  fields: Partial<z.infer<typeof galleryFields>> | null | undefined,
  theme: Theme,
): GalleryProps {
  const items = (fields?.children ?? []).flatMap((child) => {
    const item = itemSchema.safeParse(child);
    return item.success
      ? [
          {
            src: item.data.image,
            thumbnail: item.data.imageThumbnail ?? item.data.image,
            title: item.data.title,
          },
        ]
      : [];
  });
  return {
    title: fields?.title,
    withBackground: fields?.withBackground ?? false,
    appearance: fields?.appearance?.type?.toUpperCase() === 'CAROUSEL' ? 'CAROUSEL' : 'GRID',
    items: items.slice(0, maxGalleryItems),
    theme,
  };
}

/** GALLERY: `title`, `withBackground`, `appearance: { type }`, `children: [{ image, imageThumbnail, title }]`. */
export const gallerySchema = galleryFields.transform((fields) => toProps(fields, 'light'));

/** dark-gallery: the same fields under `customContent.gallery_content`; always dark. */
export const darkGallerySchema = z
  .object({ customContent: z.object({ gallery_content: galleryFields.nullish() }) })
  .transform(({ customContent }) => toProps(customContent.gallery_content, 'dark'));
