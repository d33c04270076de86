import { z } from 'zod';
import type { RawBlock } from '@/platform/types/block';
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

export type MediaPosition = 'left' | 'right';

export interface FeatureBlockProps {
  title: string | undefined;
  subtitle: string | undefined;
  description: string | undefined;
  image: ImageProps | undefined;
  /** A VIDEO block shown in place of the image; `{}` in content means none. */
  video: RawBlock | undefined;
  button: LinkProps | undefined;
  mediaPosition: MediaPosition;
  theme: Theme;
  royal: boolean;
}

const videoBlock = z.looseObject({ contentType: z.literal('VIDEO'), id: z.string().optional() });

/**
 * feature-block: `title_string`, `subtitle_string`, `description_string`, `image_content`,
 * `video_content` (a VIDEO block or `{}`), `button_content`, `imagePosition_select` (Left | Right),
 * theme, royal. A video that is not a VIDEO block is ignored and the image shows instead.
 */
export const featureBlockSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      subtitle_string: optionalText,
      description_string: optionalText,
      image_content: imageContent,
      video_content: z.unknown().optional(),
      button_content: linkContent,
      imagePosition_select: optionalText,
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): FeatureBlockProps => {
    const video = videoBlock.safeParse(custom.video_content);
    return {
      title: custom.title_string,
      subtitle: custom.subtitle_string,
      description: custom.description_string,
      image: custom.image_content,
      video: video.success ? video.data : undefined,
      button: custom.button_content,
      mediaPosition: custom.imagePosition_select?.trim().toLowerCase() === 'right' ? 'right' : 'left',
      theme: custom.darklightTheme_custom,
      royal: isRoyal(custom),
    };
  });
