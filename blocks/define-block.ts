import type { ComponentType } from 'react';
import type { z } from 'zod';

/**
 * One block type as its folder declares it: how the content service names it (a
 * built-in contentType, or a customContentType under CUSTOM), the schema that reads its raw fields
 * into props, and the component that draws them.
 */
export interface BlockDefinition<T extends string = string, P = never> {
  kind: 'built-in' | 'custom';
  type: T;
  schema: z.ZodType<P>;
  component: ComponentType<P>;
}

/** A block definition; the compiler checks that the component takes what the schema gives. */
export function defineBlock<const T extends string, P>(
  definition: BlockDefinition<T, P>,
): BlockDefinition<T, P> {
  return definition;
}
