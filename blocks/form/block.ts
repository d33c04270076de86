import { defineBlock } from '../define-block';
import { FormBlock } from './form';
import { formSchema } from './form-schema';

export const formBlock = defineBlock({
  kind: 'built-in',
  type: 'FORM',
  schema: formSchema,
  component: FormBlock,
});
