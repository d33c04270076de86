import { defineBlock } from '../define-block';
import { AdvertBlock } from './advert';
import { advertSchema } from './advert-schema';

export const advertBlock = defineBlock({
  kind: 'built-in',
  type: 'ADVERT',
  schema: advertSchema,
  component: AdvertBlock,
});
