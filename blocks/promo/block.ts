import { defineBlock } from '../define-block';
import { PromoBlock } from './promo';
import { promoSchema } from './promo-schema';

export const promoBlock = defineBlock({
  kind: 'built-in',
  type: 'PROMO',
  schema: promoSchema,
  component: PromoBlock,
});
