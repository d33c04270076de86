import { defineBlock } from '../define-block';
import { FaqCardsBlock } from './faq-cards';
import { faqCardsSchema } from './faq-cards-schema';

export const faqCardsBlock = defineBlock({
  kind: 'custom',
  type: 'faq-cards',
  schema: faqCardsSchema,
  component: FaqCardsBlock,
});
