import { defineBlock } from '../define-block';
import { MasterFilterBlock } from './master-filter';
import { masterFilterSchema } from './master-filter-schema';

export const masterFilterAndIndexesBlock = defineBlock({
  kind: 'custom',
  type: 'master-filter-and-indexes',
  schema: masterFilterSchema,
  component: MasterFilterBlock,
});
