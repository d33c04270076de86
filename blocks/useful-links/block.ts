import { defineBlock } from '../define-block';
import { UsefulLinksBlock } from './useful-links';
import { usefulLinksSchema } from './useful-links-schema';

export const usefulLinksBlock = defineBlock({
  kind: 'custom',
  type: 'useful-links',
  schema: usefulLinksSchema,
  component: UsefulLinksBlock,
});
