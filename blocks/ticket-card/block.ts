import { defineBlock } from '../define-block';
import { TicketCardBlock } from './ticket-card';
import { ticketCardSchema } from './ticket-card-schema';

export const ticketCardBlock = defineBlock({
  kind: 'custom',
  type: 'ticket-card',
  schema: ticketCardSchema,
  component: TicketCardBlock,
});
