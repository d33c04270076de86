import { defineBlock } from '../define-block';
import { LiveBlogBlock } from './live-blog';
import { liveBlogSchema } from './live-blog-schema';

export const liveBlogBlock = defineBlock({
  kind: 'built-in',
  type: 'LIVE_BLOG',
  schema: liveBlogSchema,
  component: LiveBlogBlock,
});
