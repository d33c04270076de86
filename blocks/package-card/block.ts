import { defineBlock } from '../define-block';
import { PackageCardBlock } from './package-card';
import { packageCardSchema } from './package-card-schema';

export const packageMembershipCardBlock = defineBlock({
  kind: 'custom',
  type: 'package-membership-card',
  schema: packageCardSchema,
  component: PackageCardBlock,
});
