import 'server-only';
import { reshapeArticle } from './reshape';
import { upstreamBlock, type UpstreamCampaign, type UpstreamContentItem } from './upstream-schemas';
import { keepValid } from '../schemas/upstream-primitives';
import type { RawBlock } from '../types/block';
import type { CategoryIndex } from '../types/category';
import type { Campaign, ContentItem } from '../types/content-item';

// Items and campaigns are blocks themselves when they carry a content type.
function asBlock(raw: Record<string, unknown>): RawBlock | null {
  return typeof raw.contentType === 'string' && raw.contentType !== '' ? (raw as RawBlock) : null;
}

export function reshapeContentItem(raw: UpstreamContentItem, index: CategoryIndex): ContentItem {
  const article = raw.data?.article;
  return {
    id: raw.id,
    key: raw.key ?? null,
    block: asBlock(raw),
    article: article ? reshapeArticle(article, index) : null,
  };
}

/** A placement's data.campaign; its blocks are rendered and its ids go into view events. */
export function reshapeCampaign(raw: UpstreamCampaign): Campaign {
  const own = asBlock(raw);
  return {
    id: raw.id ?? null,
    rulesetId: raw.rulesetId ?? null,
    contentType: raw.contentType ?? null,
    blocks: raw.content ? (keepValid(upstreamBlock, raw.content) as RawBlock[]) : own ? [own] : [],
  };
}
