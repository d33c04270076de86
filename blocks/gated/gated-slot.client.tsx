'use client';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { loadGatedBlock } from './gated-load';
import { drawCampaignBlocks } from '../promo/campaign-blocks.action';

/**
 * A block only some visitors may see, in the browser: asks our server whether this visitor may see it
 * and, when they may, has the server draw it with the page's own blocks. Nothing shows meanwhile, nor
 * for a visitor who may not see it.
 */
export function GatedSlot({ query }: { query: string }) {
  const [content, setContent] = useState<ReactNode>(null);

  useEffect(() => {
    const controller = new AbortController();
    void loadGatedBlock(query, { fetch, draw: drawCampaignBlocks }, controller.signal).then((drawn) => {
      if (!controller.signal.aborted) setContent(drawn);
    });
    return () => controller.abort();
  }, [query]);

  return content === null ? null : <Suspense fallback={null}>{content}</Suspense>;
}
