import { defineBlock } from '../define-block';
import { TableBlock } from './table';
import { tableSchema } from './table-schema';

export const tableBlock = defineBlock({
  kind: 'custom',
  type: 'table',
  schema: tableSchema,
  component: TableBlock,
});
