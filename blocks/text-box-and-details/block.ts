import { defineBlock } from '../define-block';
import { TextBoxAndDetailsBlock } from './text-box-and-details';
import { textBoxAndDetailsSchema } from './text-box-and-details-schema';

export const textBoxAndDetailsBlock = defineBlock({
  kind: 'custom',
  type: 'text-box-and-details',
  schema: textBoxAndDetailsSchema,
  component: TextBoxAndDetailsBlock,
});
