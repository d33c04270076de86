import { z } from 'zod';
import { versatileBlockSchema, type VersatileBlockProps } from './versatile-block-schema';
import { nestedBlocks, optionalText } from '../shared/fields';

export interface VersatileBlockWrapperProps {
  title: string | undefined;
  blocks: { key: string; props: VersatileBlockProps }[];
}

/**
 * versatile-block-wrapper: `title_string` and `blocks_content`, a list of versatile blocks. A nested
 * block of another type, or a malformed one, is skipped with a warning; the others still show.
 */
export const versatileBlockWrapperSchema = z
  .object({ customContent: z.looseObject({ title_string: optionalText, blocks_content: nestedBlocks }) })
  .transform(({ customContent: custom }): VersatileBlockWrapperProps => ({
    title: custom.title_string,
    blocks: custom.blocks_content.flatMap((raw, index) => {
      const name = raw.id ?? `#${index + 1}`;
      if (raw.customContentType !== 'versatile-block') {
        console.warn(
          `versatile-block-wrapper: nested block ${name} is ${String(raw.customContentType ?? raw.contentType)}, not a versatile block; it is skipped`,
        );
        return [];
      }
      const block = versatileBlockSchema.safeParse(raw);
      if (!block.success) {
        console.warn(
          `versatile-block-wrapper: nested block ${name} is malformed; it is skipped:\n${z.prettifyError(block.error)}`,
        );
        return [];
      }
      return [{ key: raw.id ?? `versatile-${index}`, props: block.data }];
    }),
  }));
