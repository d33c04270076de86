import type { ReactNode } from 'react';
import {
  PROMO_ROUTE,
  PROMO_VIEW_ROUTE,
  type CampaignBlock,
  type PromoAnswer,
  type PromoCampaign,
  type PromoViewRequest,
} from './promo-request';

export interface PromoLoadDeps {
  fetch: typeof fetch;
  /** Draws the campaign's blocks with the page's block components (the server action). */
  draw: (blocks: CampaignBlock[]) => Promise<ReactNode>;
}

export interface LoadedPromo {
  campaign: PromoCampaign;
  content: ReactNode;
}

function isCampaign(value: unknown): value is PromoCampaign {
  if (typeof value !== 'object' || value === null) return false;
  const campaign = value as Partial<PromoCampaign>;
  return typeof campaign.sourceSystemId === 'string' && Array.isArray(campaign.blocks);
}

/**
 * The campaign chosen for this visitor, drawn; null for nothing to show. Every failure is a warning and
 * nothing shown; a load given up (the block left the page) is silent.
 */
export async function loadPromo(
  query: string,
  label: string,
  deps: PromoLoadDeps,
  signal?: AbortSignal,
): Promise<LoadedPromo | null> {
  // Called on its own: the browser's fetch refuses to run as a method of another object.
  const { fetch: fetchPromo, draw } = deps;
  try {
    const response = await fetchPromo(`${PROMO_ROUTE}?${query}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal,
    });
    if (!response.ok) {
      console.warn(`Personalised block ${label}: the campaign could not be loaded (${response.status})`);
      return null;
    }
    const answer = (await response.json()) as Partial<PromoAnswer> | null;
    const campaign = answer?.campaign ?? null;
    if (campaign !== null && !isCampaign(campaign)) {
      console.warn(`Personalised block ${label}: the campaign's answer was malformed`);
      return null;
    }
    if (!campaign || campaign.blocks.length === 0) return null;
    const content = await draw(campaign.blocks);
    if (signal?.aborted || content === null || content === undefined) return null;
    return { campaign, content };
  } catch (error) {
    if (signal?.aborted) return null;
    console.warn(`Personalised block ${label}: the campaign could not be shown: ${String(error)}`);
    return null;
  }
}

/** The view event's request: our server adds the event id, times, device and fan. */
export function viewRequestOf(campaign: PromoCampaign): PromoViewRequest {
  return {
    sourceSystemId: campaign.sourceSystemId,
    rulesetId: campaign.rulesetId,
    contentType: campaign.contentType,
  };
}

/** Sends the block's view to our server, without waiting on it; a failure is a warning. */
export function sendPromoView(campaign: PromoCampaign, fetchImpl: typeof fetch = fetch): Promise<void> {
  return fetchImpl(PROMO_VIEW_ROUTE, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(viewRequestOf(campaign)),
    keepalive: true,
  })
    .then(async (response) => {
      // Read to its end: an answer never read leaves the request unfinished in the browser.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok)
        console.warn(
          `Personalised block ${campaign.sourceSystemId}: the view was refused (${response.status})`,
        );
    })
    .catch((error: unknown) => {
      console.warn(`Personalised block ${campaign.sourceSystemId}: the view was not sent: ${String(error)}`);
    });
}
