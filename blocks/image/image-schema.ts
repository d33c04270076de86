import { z } from 'zod';
import { optionalText } from '../shared/fields';

export interface ImageBlockProps {
  src: string;
  alt: string;
  caption: string | undefined;
  /** The picture's title ('Course map'), which names what a download link fetches. */
  title: string | undefined;
  href: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

// Image sizes are accepted as a number or a pixel string.
const size = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    const pixels = typeof value === 'string' ? Number.parseFloat(value.replace(/px$/i, '')) : value;
    return pixels != null && Number.isFinite(pixels) && pixels > 0 ? pixels : undefined;
  });

/** IMAGE: `image`, `imageThumbnail`, `link`, `title`, `content` (caption), `altText`. */
export const imageSchema = z
  .object({
    image: z.string().min(1),
    link: optionalText,
    title: optionalText,
    altText: optionalText,
    content: optionalText,
    width: size,
    height: size,
  })
  .transform((block): ImageBlockProps => ({
    src: block.image,
    alt: block.altText ?? block.title ?? '',
    caption: block.content,
    title: block.title,
    href: block.link,
    width: block.width,
    height: block.height,
  }));
