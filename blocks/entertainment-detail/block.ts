import { defineBlock } from '../define-block';
import { EntertainmentDetailBlock } from './entertainment-detail';
import { entertainmentDetailSchema } from './entertainment-detail-schema';

export const entertainmentDetailBlock = defineBlock({
  kind: 'custom',
  type: 'entertainment-detail',
  schema: entertainmentDetailSchema,
  component: EntertainmentDetailBlock,
});
