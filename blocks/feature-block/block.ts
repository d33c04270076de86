import { defineBlock } from '../define-block';
import { FeatureBlock } from './feature-block';
import { featureBlockSchema } from './feature-block-schema';

export const featureBlockBlock = defineBlock({
  kind: 'custom',
  type: 'feature-block',
  schema: featureBlockSchema,
  component: FeatureBlock,
});
