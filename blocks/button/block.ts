import { defineBlock } from '../define-block';
import { ButtonBlock } from './button';
import { buttonSchema } from './button-schema';

export const buttonBlock = defineBlock({
  kind: 'built-in',
  type: 'BUTTON',
  schema: buttonSchema,
  component: ButtonBlock,
});
