import 'server-only';
import type { Article } from './article';
import type { RawBlock } from './block';

/** A content item, fetched by id (content/{id}) or by key. */
export interface ContentItem {
  id: string;
  key: string | null;
  /** The item as a block, when it is one. */
  block: RawBlock | null;
  /** The article in the item's data (the global notice uses it). */
  article: Article | null;
}

/** A placement's answer: data.campaign; the personalised block renders its blocks. */
export interface Campaign {
  id: string | null;
  rulesetId: string | null;
  contentType: string | null;
  /** campaign.content; a campaign that is itself a block when it has none. */
  blocks: RawBlock[];
}
