import { defineBlock } from '../define-block';
import { RelatedContentBlock } from './related-content';
import { relatedContentSchema } from './related-content-schema';

export const relatedContentBlock = defineBlock({
  kind: 'built-in',
  type: 'RELATED_CONTENT',
  schema: relatedContentSchema,
  component: RelatedContentBlock,
});
