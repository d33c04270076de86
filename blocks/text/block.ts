import { defineBlock } from '../define-block';
import { TextBlock } from './text';
import { darkTextSchema, textSchema } from './text-schema';

export const textBlock = defineBlock({
  kind: 'built-in',
  type: 'TEXT',
  schema: textSchema,
  component: TextBlock,
});
export const darkTextBlockBlock = defineBlock({
  kind: 'custom',
  type: 'dark-text-block',
  schema: darkTextSchema,
  component: TextBlock,
});
