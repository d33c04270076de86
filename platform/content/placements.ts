import 'server-only';
import { z } from 'zod';
import { clientScopedPath, contentResult, type ContentCallOptions } from './content-request';
import { reshapeCampaign } from './reshape-items';
import { envelope, upstreamCampaign } from './upstream-schemas';
import { valueOrNull } from '../http/outcome';
import { segment, type QueryParams } from '../http/url';
import type { Campaign } from '../types/content-item';

const placementResponse = envelope(z.looseObject({ campaign: upstreamCampaign.nullish() }));

/**
 * GET /v1/{clientId}/placements/{placementId}/execute (the campaign is data.campaign),
 * never cached: the answer is personal. Null when absent or without a campaign.
 * Throws UpstreamUnavailableError.
 */
export async function executePlacement(
  placementId: string,
  params: QueryParams = {},
  options: ContentCallOptions = {},
): Promise<Campaign | null> {
  const body = valueOrNull(
    await contentResult(clientScopedPath('placements', segment(placementId), 'execute'), placementResponse, {
      ...options,
      params,
      noCache: true,
    }),
  );
  const campaign = body?.data.campaign;
  return campaign ? reshapeCampaign(campaign) : null;
}
