import { defineBlock } from '../define-block';
import { PollBlock } from './poll';
import { pollSchema } from './poll-schema';

export const pollBlock = defineBlock({
  kind: 'built-in',
  type: 'POLL',
  schema: pollSchema,
  component: PollBlock,
});
