import { defineBlock } from '../define-block';
import { SectionBlock } from './section';
import { sectionSchema } from './section-schema';

export const sectionBlockBlock = defineBlock({
  kind: 'custom',
  type: 'section-block',
  schema: sectionSchema,
  component: SectionBlock,
});
