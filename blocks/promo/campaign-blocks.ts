import { z } from 'zod';
import type { RawBlock } from '@/platform/types/block';

/** A campaign is a banner or two, not a page: more blocks than this are not drawn at all. */
export const MAX_CAMPAIGN_BLOCKS = 12;
/** The most JSON text a campaign's blocks may hold, so drawing them stays as cheap as a page section. */
export const MAX_CAMPAIGN_CHARS = 200_000;

const campaignBlocks = z.array(z.looseObject({ contentType: z.string().min(1) })).max(MAX_CAMPAIGN_BLOCKS);

/**
 * The campaign's blocks as the browser hands them back for drawing, or null when they are not a short
 * list of blocks. Each block is then read by its own schema, as on any page.
 */
export function campaignBlocksOf(input: unknown): RawBlock[] | null {
  const parsed = campaignBlocks.safeParse(input);
  if (!parsed.success) return null;
  if (JSON.stringify(parsed.data).length > MAX_CAMPAIGN_CHARS) return null;
  return parsed.data as RawBlock[];
}
