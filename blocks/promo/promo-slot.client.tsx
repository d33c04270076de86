'use client';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { drawCampaignBlocks } from './campaign-blocks.action';
import { loadPromo, sendPromoView, type LoadedPromo } from './promo-load';
import { PromoReserve } from './promo-reserve';
import { useFirstView } from './use-first-view';

interface PromoSlotProps {
  /** The block's data as the query of GET /api/promo (promoSearchParams). */
  query: string;
  /** Names the block in warnings. */
  label: string;
}

type SlotState = { kind: 'loading' } | { kind: 'empty' } | ({ kind: 'shown' } & LoadedPromo);

/**
 * The personalised block in the browser: asks our server for this visitor's campaign, has the server
 * draw it with the page's own blocks, keeps the room meanwhile, and reports the first view once.
 */
export function PromoSlot({ query, label }: PromoSlotProps) {
  const [state, setState] = useState<SlotState>({ kind: 'loading' });
  const shown = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    void loadPromo(query, label, { fetch, draw: drawCampaignBlocks }, controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setState(loaded ? { kind: 'shown', ...loaded } : { kind: 'empty' });
    });
    return () => controller.abort();
  }, [query, label]);

  const campaign = state.kind === 'shown' ? state.campaign : null;
  const onView = useCallback(() => {
    if (campaign) void sendPromoView(campaign);
  }, [campaign]);
  useFirstView(shown, campaign !== null, onView);

  if (state.kind === 'loading') return <PromoReserve />;
  if (state.kind === 'empty') return null;
  return (
    <div ref={shown} data-promo-campaign={state.campaign.sourceSystemId}>
      <Suspense fallback={<PromoReserve />}>{state.content}</Suspense>
    </div>
  );
}
