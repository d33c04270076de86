import { defineBlock } from '../define-block';
import { TicketsBlock } from './tickets';
import { ticketsSchema } from './tickets-schema';

export const ticketsBlock = defineBlock({
  kind: 'custom',
  type: 'tickets',
  schema: ticketsSchema,
  component: TicketsBlock,
});
