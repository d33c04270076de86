import type { ReactNode } from 'react';
import { GATED_BLOCK_ROUTE, type GatedBlockAnswer } from './gated-request';

export interface GatedLoadDeps {
  fetch: typeof fetch;
  /** Draws blocks with the page's block components (the server action personalised blocks use). */
  draw: (blocks: NonNullable<GatedBlockAnswer['block']>[]) => Promise<ReactNode>;
}

function isBlock(value: unknown): value is NonNullable<GatedBlockAnswer['block']> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { contentType?: unknown }).contentType === 'string'
  );
}

/**
 * The gated block as this visitor may see it, drawn; null when they may not, or on any failure (a
 * warning: the block is simply not shown). A load given up (the block left the page) is silent.
 */
export async function loadGatedBlock(
  query: string,
  deps: GatedLoadDeps,
  signal?: AbortSignal,
): Promise<ReactNode> {
  // Called on its own: the browser's fetch refuses to run as a method of another object.
  const { fetch: fetchBlock, draw } = deps;
  try {
    const response = await fetchBlock(`${GATED_BLOCK_ROUTE}?${query}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal,
    });
    if (response.status === 404) return null;
    if (!response.ok) {
      console.warn(`Gated block: it could not be loaded (${response.status})`);
      return null;
    }
    const answer = (await response.json()) as Partial<GatedBlockAnswer> | null;
    const block = answer?.block ?? null;
    if (block === null) return null;
    if (!isBlock(block)) {
      console.warn("Gated block: the route's answer was malformed");
      return null;
    }
    const content = await draw([block]);
    return signal?.aborted ? null : (content ?? null);
  } catch (error) {
    if (!signal?.aborted) console.warn(`Gated block: it could not be shown: ${String(error)}`);
    return null;
  }
}
