/** Our own route that answers a gated block for this visitor (features/block-rules): docs/decisions/0039. */
export const GATED_BLOCK_ROUTE = '/api/gated-block';

/** The longest slug or block id the route reads; a longer one names no block. */
export const MAX_GATED_NAME = 200;

/** What GET /api/gated-block answers: the block as this visitor may see it, or null for nothing. */
export interface GatedBlockAnswer {
  block: ({ contentType: string } & Record<string, unknown>) | null;
}

/** The query of GET /api/gated-block: the page's article and the block's id, in a fixed order. */
export function gatedBlockQuery(slug: string, id: string): string {
  return new URLSearchParams({ slug, id }).toString();
}
