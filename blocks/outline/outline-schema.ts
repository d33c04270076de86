import { z } from 'zod';
import { outlineOf } from '@/features/article/block-outline-props';

/** Blocks without their own component yet show as a labelled outline of what they hold. */
export const outlineSchema = z.looseObject({}).transform((block) => outlineOf(block));
