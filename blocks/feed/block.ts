import { defineBlock } from '../define-block';
import { FeedBlock } from './feed';
import { feedContainerSchema, plainFeedSchema } from './feed-schema';

export const feedBlock = defineBlock({
  kind: 'built-in',
  type: 'FEED',
  schema: plainFeedSchema,
  component: FeedBlock,
});
export const feedContainerBlock = defineBlock({
  kind: 'custom',
  type: 'feed-container',
  schema: feedContainerSchema,
  component: FeedBlock,
});
