import { z } from 'zod';
import type { Theme } from '../shared/fields';

export interface TextProps {
  content: string;
  isHtml: boolean;
  theme: Theme;
}

/** TEXT: `content`, `isHtml` (false = markdown). */
export const textSchema = z
  .object({ content: z.string().nullish(), isHtml: z.boolean().nullish() })
  .transform((block): TextProps => ({
    content: block.content ?? '',
    isHtml: block.isHtml ?? false,
    theme: 'light',
  }));

/** dark-text-block: always dark; its HTML lives in `customContent.textBlock_content`. */
export const darkTextSchema = z
  .object({ customContent: z.object({ textBlock_content: z.string().nullish() }) })
  .transform((block): TextProps => ({
    content: block.customContent.textBlock_content ?? '',
    isHtml: true,
    theme: 'dark',
  }));
