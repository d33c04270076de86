import { z } from 'zod';
import {
  imageContent,
  isRoyal,
  linkContent,
  optionalText,
  themeCustom,
  type ImageProps,
  type LinkProps,
  type Theme,
} from '../shared/fields';

export interface CarouselImage extends ImageProps {
  caption: string | undefined;
}

export interface TextAndCarouselProps {
  title: string | undefined;
  /** The text, as HTML from the content service. */
  html: string | undefined;
  images: CarouselImage[];
  button: LinkProps | undefined;
  /** Which side the carousel sits on from md up. */
  imagePosition: 'left' | 'right';
  theme: Theme;
  royal: boolean;
}

const imageEntry = z.object({ image_content: imageContent, caption_string: optionalText });

/**
 * text-and-carousel: `title_string`, `text_string` (HTML), `images_custom: [{ image_content,
 * caption_string }]`, `button_content`, `imagePosition_select` (Left/Right), theme, royal. An image
 * entry without an image is skipped.
 */
export const textAndCarouselSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      text_string: optionalText,
      images_custom: z.array(z.unknown()).nullish(),
      button_content: linkContent,
      imagePosition_select: optionalText,
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): TextAndCarouselProps => ({
    title: custom.title_string,
    html: custom.text_string,
    images: (custom.images_custom ?? []).flatMap((entry) => {
      const parsed = imageEntry.safeParse(entry);
      return parsed.success && parsed.data.image_content
        ? [{ ...parsed.data.image_content, caption: parsed.data.caption_string }]
        : [];
    }),
    button: custom.button_content,
    imagePosition: custom.imagePosition_select?.trim().toLowerCase() === 'left' ? 'left' : 'right',
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));
