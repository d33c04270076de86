import { defineBlock } from '../define-block';
import { TabsBlock } from './tabs-block';
import { tabsBlockSchema } from './tabs-block-schema';

export const tabsBlockBlock = defineBlock({
  kind: 'custom',
  type: 'tabs-block',
  schema: tabsBlockSchema,
  component: TabsBlock,
});
