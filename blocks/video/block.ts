import { defineBlock } from '../define-block';
import { VideoBlock } from './video';
import { videoSchema } from './video-schema';

export const videoBlock = defineBlock({
  kind: 'built-in',
  type: 'VIDEO',
  schema: videoSchema,
  component: VideoBlock,
});
