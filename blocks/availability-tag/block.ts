import { defineBlock } from '../define-block';
import { AvailabilityTagBlock } from './availability-tag';
import { availabilityTagSchema } from './availability-tag-schema';

export const availabilityTagBlock = defineBlock({
  kind: 'custom',
  type: 'availability-tag',
  schema: availabilityTagSchema,
  component: AvailabilityTagBlock,
});
