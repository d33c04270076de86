import { z } from 'zod';
import type { RawBlock } from '@/platform/types/block';
import {
  imageContent,
  isRoyal,
  nestedBlocks,
  optionalText,
  themeCustom,
  type ImageProps,
  type Theme,
} from '../shared/fields';

export interface SectionProps {
  title: string | undefined;
  description: string | undefined;
  image: ImageProps | undefined;
  /** The anchor other blocks (anchor tabs) link to. */
  sectionId: string | undefined;
  blocks: RawBlock[];
  theme: Theme;
  royal: boolean;
}

/** section-block: `title_string`, `description_string`, `image_content`, `sectionId_string`, `blocks_content`, theme, royal. */
export const sectionSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      description_string: optionalText,
      image_content: imageContent,
      sectionId_string: optionalText,
      blocks_content: nestedBlocks,
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): SectionProps => ({
    title: custom.title_string,
    description: custom.description_string,
    image: custom.image_content,
    sectionId: custom.sectionId_string,
    blocks: custom.blocks_content,
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));
