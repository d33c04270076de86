import { defineBlock } from '../define-block';
import { VersatileBlock } from './versatile-block';
import { versatileBlockSchema } from './versatile-block-schema';
import { VersatileBlockWrapper } from './versatile-block-wrapper';
import { versatileBlockWrapperSchema } from './versatile-block-wrapper-schema';

export const versatileBlockBlock = defineBlock({
  kind: 'custom',
  type: 'versatile-block',
  schema: versatileBlockSchema,
  component: VersatileBlock,
});
export const versatileBlockWrapperBlock = defineBlock({
  kind: 'custom',
  type: 'versatile-block-wrapper',
  schema: versatileBlockWrapperSchema,
  component: VersatileBlockWrapper,
});
