import type { PromoProps } from './promo-schema';

/** Our own routes for the personalised block (features/personalisation): the browser never holds a token. */
export const PROMO_ROUTE = '/api/promo';
export const PROMO_VIEW_ROUTE = '/api/promo/view';

/** One content block of a campaign, as the content service sends it. */
export type CampaignBlock = { contentType: string } & Record<string, unknown>;

/** What GET /api/promo answers: the campaign chosen for this visitor, or null for "show nothing". */
export interface PromoCampaign {
  /** The block's id at the personalisation service, which its view event names. */
  sourceSystemId: string;
  rulesetId: string | null;
  contentType: string | null;
  blocks: CampaignBlock[];
}

export interface PromoAnswer {
  campaign: PromoCampaign | null;
}

/** What the browser sends when the block comes into view; the server adds who is looking. */
export interface PromoViewRequest {
  sourceSystemId: string;
  rulesetId: string | null;
  contentType: string | null;
}

/**
 * The block's data (params, tags, linkedBy, categoryIds, placementId) as the query of GET /api/promo: lists
 * repeat their parameter, params go as one JSON object. Parameters in a fixed order, so one block
 * always asks with the same address.
 */
export function promoSearchParams(props: PromoProps): URLSearchParams {
  const query = new URLSearchParams();
  if (props.placementId) query.set('placementId', props.placementId);
  if (props.sourceSystemId) query.set('sourceSystemId', props.sourceSystemId);
  for (const tag of props.tags) query.append('tags', tag);
  for (const id of props.categoryIds) query.append('categoryIds', id);
  if (props.linkedBy.linkType && props.linkedBy.linkedIds.length > 0) {
    query.set('linkType', props.linkedBy.linkType);
    for (const id of props.linkedBy.linkedIds) query.append('linkedIds', id);
  }
  if (Object.keys(props.params).length > 0) query.set('params', JSON.stringify(props.params));
  return query;
}
