'use server';
import type { ReactNode } from 'react';
import { campaignBlocksOf } from './campaign-blocks';
import { RenderBlocks } from '../render-blocks';

/**
 * Draws a campaign's blocks with the page's own block components, on the server (docs/decisions/0015):
 * the browser gets React's server payload, so server-only blocks render and interactive ones hydrate.
 * It reads no cookies and sets none: who the visitor is was settled by GET /api/promo.
 */
export async function drawCampaignBlocks(blocks: unknown): Promise<ReactNode> {
  const valid = campaignBlocksOf(blocks);
  if (!valid) {
    console.warn('Personalised block: the campaign handed back for drawing is not a short list of blocks');
    return null;
  }
  return <RenderBlocks blocks={valid} />;
}
