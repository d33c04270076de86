import { z } from 'zod';
import { optionalText } from '../shared/fields';

export interface FaqCardsProps {
  title: string | undefined;
  /** The feed of FAQ topic articles, executed on the server. */
  sourceSystemId: string | undefined;
}

/** faq-cards: `title_string`, `feed_content: { sourceSystemId }` (a feed of FAQ articles). */
export const faqCardsSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      feed_content: z.object({ sourceSystemId: optionalText }).nullish(),
    }),
  })
  .transform(({ customContent: custom }): FaqCardsProps => ({
    title: custom.title_string,
    sourceSystemId: custom.feed_content?.sourceSystemId,
  }));
