import { defineBlock } from '../define-block';
import { CollectionBlock } from './collection';
import { collectionSchema, customTabCollectionSchema, darkCollectionSchema } from './collection-schema';

export const collectionBlock = defineBlock({
  kind: 'built-in',
  type: 'COLLECTION',
  schema: collectionSchema,
  component: CollectionBlock,
});
export const customTabCollectionBlock = defineBlock({
  kind: 'custom',
  type: 'custom-tab-collection',
  schema: customTabCollectionSchema,
  component: CollectionBlock,
});
export const darkCollectionBlock = defineBlock({
  kind: 'custom',
  type: 'dark-collection',
  schema: darkCollectionSchema,
  component: CollectionBlock,
});
