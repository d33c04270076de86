import { defineBlock } from '../define-block';
import { QuoteBlock } from './quote';
import { quoteSchema } from './quote-schema';

export const quoteBlock = defineBlock({
  kind: 'built-in',
  type: 'QUOTE',
  schema: quoteSchema,
  component: QuoteBlock,
});
