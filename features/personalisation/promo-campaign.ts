import 'server-only';
import type { PromoCampaign } from '@/blocks/promo/promo-request';
import { listContentItems } from '@/platform/content/content-items';
import { executePlacement } from '@/platform/content/placements';
import type { RawBlock } from '@/platform/types/block';
import { contentQueryOf, placementParams, type PromoQuery } from './promo-query';

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The campaign chosen for this visitor: the placement executed, never cached, with
 * the visitor's token; a block without a placement gets the content matching its tags, categories and
 * linked ids, whose first item names the ruleset and type. Null when there is nothing to show.
 * Throws UpstreamUnavailableError.
 */
export async function loadPromoCampaign(
  query: PromoQuery,
  token: string | null,
): Promise<PromoCampaign | null> {
  const options = { token };
  if (query.placementId) {
    const campaign = await executePlacement(query.placementId, placementParams(query), options);
    if (!campaign || campaign.blocks.length === 0) return null;
    return {
      sourceSystemId: query.sourceSystemId,
      rulesetId: campaign.rulesetId,
      contentType: campaign.contentType,
      blocks: campaign.blocks,
    };
  }
  const items = await listContentItems(contentQueryOf(query), options);
  const blocks = items.flatMap((item): RawBlock[] => (item.block ? [item.block] : []));
  const first = blocks[0];
  if (!first) return null;
  return {
    sourceSystemId: query.sourceSystemId,
    rulesetId: textOrNull(first.rulesetId),
    contentType: textOrNull(first.contentType),
    blocks,
  };
}
