import { z } from 'zod';
import { defineBlock } from '../define-block';

// Redirect entries are read by the site's routing (platform/content/redirects.ts), never drawn.
function Nothing() {
  return null;
}

export const redirectBlock = defineBlock({
  kind: 'custom',
  type: 'redirect',
  schema: z.unknown().transform((): Record<string, never> => ({})),
  component: Nothing,
});
