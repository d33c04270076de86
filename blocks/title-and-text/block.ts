import { defineBlock } from '../define-block';
import { TitleAndTextBlock } from './title-and-text';
import { titleAndTextSchema } from './title-and-text-schema';

export const titleAndTextBlockBlock = defineBlock({
  kind: 'custom',
  type: 'title-and-text-block',
  schema: titleAndTextSchema,
  component: TitleAndTextBlock,
});
