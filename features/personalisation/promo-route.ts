import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { PromoAnswer, PromoCampaign } from '@/blocks/promo/promo-request';
import { withRulesApplied } from '@/blocks/shared/block-rules';
import { viewerOf } from '@/features/block-rules/viewer';
import { applyChanges, resolveSession, type ResolvedSession } from '@/features/session/resolve-session';
import { loadPromoCampaign } from './promo-campaign';
import { readPromoQuery } from './promo-query';

const PRIVATE = { 'cache-control': 'private, no-store' };

function answer(session: ResolvedSession | null, body: PromoAnswer & { error?: string }, status = 200) {
  const response = NextResponse.json(body, { status, headers: PRIVATE });
  if (session) applyChanges(response.cookies, session.changes);
  return response;
}

/**
 * GET /api/promo?placementId=…&tags=…: the campaign of a personalised block for this visitor, asked
 * for with the fan's token or the device's anonymous one, which stays on the server. Any
 * failure is a warning here and "nothing" for the block: 503 with no campaign.
 */
export async function promoRoute(request: NextRequest): Promise<NextResponse> {
  const query = readPromoQuery(request.nextUrl.searchParams);
  if (!query)
    return answer(null, { campaign: null, error: "The query is not a personalised block's data" }, 400);
  let session: ResolvedSession | null = null;
  try {
    // The same token bearerFor() gives: the fan's, else the device's anonymous one.
    session = await resolveSession(request, { anonymous: true });
    const token = session.fan?.accessToken ?? session.anonymousToken;
    const campaign = await loadPromoCampaign(query, token);
    // A campaign's blocks may be limited to some visitors too: those this one may not see are left out.
    const blocks = campaign
      ? (withRulesApplied(campaign.blocks, viewerOf(session, request.headers)) as PromoCampaign['blocks'])
      : [];
    return answer(session, { campaign: campaign ? { ...campaign, blocks } : null });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Personalised block ${query.sourceSystemId}: no campaign: ${reason}`);
    return answer(session, { campaign: null, error: 'Personalised content is unavailable just now' }, 503);
  }
}
