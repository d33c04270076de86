import { defineBlock } from '../define-block';
import { TabsSectionBlock } from './tabs-section';
import { tabsSectionSchema } from './tabs-section-schema';

export const tabsSectionBlock = defineBlock({
  kind: 'custom',
  type: 'tabs-section',
  schema: tabsSectionSchema,
  component: TabsSectionBlock,
});
