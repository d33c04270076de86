import { z } from 'zod';
import { optionalText } from '../shared/fields';

/** QUOTE: `content`, `author`. */
export const quoteSchema = z
  .object({ content: z.string().trim().min(1), author: optionalText })
  .transform((block) => ({ quote: block.content, author: block.author }));

export type QuoteProps = z.output<typeof quoteSchema>;
