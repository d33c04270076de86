// Content items and placements under /v1/{clientId}/: by id, by key, filtered lists, placement campaigns
// (chosen by the caller's token, placement-rules.ts).
import type { RequestContext } from '../../http/context';
import type { Router } from '../../http/router';
import type { ContentItem } from '../../pack/schema';
import type { ServiceDeps } from '../deps';
import {
  matchesLinkedIds,
  notFound,
  pageOf,
  readLinkedIds,
  readList,
  readPaging,
  requireClientId,
  sendSuccess,
} from './envelope';
import { campaignFor } from './placement-rules';

const DEFAULT_SIZE = 100;
const RESERVED = new Set(['clientId', 'tags', 'categories', 'linkedIds', 'page', 'size']);

/**
 * tags / categories / linkedIds match any listed value. Any other parameter naming a field of the
 * item must equal it; parameters naming no field (cache busters and the like) are ignored.
 */
function itemFilter(ctx: RequestContext): (item: ContentItem) => boolean {
  const tags = readList(ctx, 'tags');
  const categories = readList(ctx, 'categories');
  const linkedIds = readLinkedIds(ctx);
  const fields = [...ctx.url.searchParams].filter(([name]) => !RESERVED.has(name));
  return (item) =>
    (!tags || (item.tags ?? []).some((tag) => tags.includes(tag))) &&
    (!categories || (item.categoryIds ?? []).some((id) => categories.includes(id))) &&
    (!linkedIds || matchesLinkedIds(item.linkedIds, linkedIds)) &&
    fields.every(
      ([name, value]) =>
        !Object.hasOwn(item, name) || String((item as Record<string, unknown>)[name]) === value,
    );
}

export function registerItems(router: Router, { pack, tokens }: ServiceDeps): void {
  const content = router.scope('/content');

  content.on('GET', 'v1/:clientId/content', (ctx) => {
    requireClientId(ctx, pack);
    const paging = readPaging(ctx, DEFAULT_SIZE);
    const { items, metadata } = pageOf(pack.contentItems.filter(itemFilter(ctx)), paging);
    sendSuccess(ctx, items, metadata);
  });

  content.on('GET', 'v1/:clientId/content/key/:key', (ctx) => {
    requireClientId(ctx, pack);
    const item = pack.contentItems.find((candidate) => candidate.key === ctx.params.key);
    if (!item) throw notFound(`Content item with key "${ctx.params.key}"`);
    sendSuccess(ctx, item);
  });

  content.on('GET', 'v1/:clientId/content/:id', (ctx) => {
    requireClientId(ctx, pack);
    const item = pack.contentItems.find((candidate) => candidate.id === ctx.params.id);
    if (!item) throw notFound(`Content item "${ctx.params.id}"`);
    sendSuccess(ctx, item);
  });

  content.on('GET', 'v1/:clientId/placements/:placementId/execute', async (ctx) => {
    requireClientId(ctx, pack);
    const placement = pack.placements.find((candidate) => candidate.id === ctx.params.placementId);
    if (!placement) throw notFound(`Placement "${ctx.params.placementId}"`);
    // Personalised by the caller's token: a missing or invalid one is an unknown visitor.
    const claims = await tokens.fromHeaders(ctx.req.headers);
    sendSuccess(ctx, { campaign: campaignFor(placement, claims) });
  });
}
