import { defineBlock } from '../define-block';
import { AnchorTabBlock } from './anchor-tab';
import { anchorTabSchema } from './anchor-tab-schema';

export const anchorTabBlock = defineBlock({
  kind: 'custom',
  type: 'anchor-tab',
  schema: anchorTabSchema,
  component: AnchorTabBlock,
});
