import { defineBlock } from '../define-block';
import { ImageBlock } from './image';
import { imageSchema } from './image-schema';

export const imageBlock = defineBlock({
  kind: 'built-in',
  type: 'IMAGE',
  schema: imageSchema,
  component: ImageBlock,
});
