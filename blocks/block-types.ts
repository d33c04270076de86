/** spec blocks §2 "Block types": the built-in blocks, identified by contentType. */
export const builtInBlockTypes = [
  'BUTTON',
  'COLLECTION',
  'FEED',
  'FORM',
  'GALLERY',
  'IMAGE',
  'PROMO',
  'POLL',
  'QUOTE',
  'RELATED_CONTENT',
  'TEXT',
  'VIDEO',
  'LIVE_BLOG',
  'ADVERT',
] as const;

/** spec blocks §2 and docs/content-pack.md: contentType CUSTOM, identified by customContentType. */
export const customBlockTypes = [
  'custom-tab-collection',
  'dark-collection',
  'dark-gallery',
  'dark-text-block',
  'feature-block',
  'feed-container',
  'versatile-block',
  'versatile-block-wrapper',
  'useful-links',
  'text-box-and-details',
  'anchor-tab',
  'tickets',
  'title-and-text-block',
  'section-block',
  'text-and-carousel',
  'tabs-block',
  'tabs-section',
  'master-filter-and-indexes',
  'table',
  'entertainment-detail',
  'faq-cards',
  'jockey-of-the-day-poll',
  'memorial-headshot-banner',
  'availability-tag',
  'redirect',
  'event-card',
  'package-membership-card',
  'ticket-card',
] as const;

export type BuiltInBlockType = (typeof builtInBlockTypes)[number];
export type CustomBlockType = (typeof customBlockTypes)[number];
export type BlockType = BuiltInBlockType | CustomBlockType;

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** The union key of a raw block: its contentType, or its customContentType when CUSTOM. */
export function blockTypeOf(block: {
  contentType?: unknown;
  customContentType?: unknown;
}): BlockType | undefined {
  if (block.contentType === 'CUSTOM') {
    return isOneOf(customBlockTypes, block.customContentType) ? block.customContentType : undefined;
  }
  return isOneOf(builtInBlockTypes, block.contentType) ? block.contentType : undefined;
}
