import { defineBlock } from '../define-block';
import { JockeyPollBlock } from './jockey-poll';
import { jockeyPollSchema } from './jockey-poll-schema';

export const jockeyOfTheDayPollBlock = defineBlock({
  kind: 'custom',
  type: 'jockey-of-the-day-poll',
  schema: jockeyPollSchema,
  component: JockeyPollBlock,
});
