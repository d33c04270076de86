import {
  versatileBlockSchema,
  type VersatileBlockProps,
} from '@/blocks/versatile-block/versatile-block-schema';
import type { RawBlock } from '@/platform/types/block';

export interface HomeLead {
  /** The editor's banner for the next raceday: title, date and time, words, buttons, picture. */
  lead: VersatileBlockProps;
  /** The page's other blocks, in order. */
  rest: RawBlock[];
}

/**
 * The home page leads with its first block when that is a versatile block with a button: the hero
 * then carries the next raceday and the way to tickets instead of a second banner under the title.
 * Null when the home page starts otherwise (its hero is then the article's own).
 */
export function homeLead(blocks: readonly RawBlock[]): HomeLead | null {
  const [first, ...rest] = blocks;
  if (first?.contentType !== 'CUSTOM' || first.customContentType !== 'versatile-block') return null;
  const parsed = versatileBlockSchema.safeParse(first);
  if (!parsed.success || !(parsed.data.primaryButton || parsed.data.secondaryButton)) return null;
  return { lead: parsed.data, rest };
}
