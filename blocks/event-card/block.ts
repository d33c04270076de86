import { defineBlock } from '../define-block';
import { EventCardBlock } from './event-card';
import { eventCardSchema } from './event-card-schema';

export const eventCardBlock = defineBlock({
  kind: 'custom',
  type: 'event-card',
  schema: eventCardSchema,
  component: EventCardBlock,
});
