import type { ComponentType } from 'react';
import { BlockOutline } from '@/features/article/block-outline';
import type { BlockProps } from './block-schemas';
import type { BlockType } from './block-types';
import { ButtonBlock } from './button/button';
import { ImageBlock } from './image/image';
import { QuoteBlock } from './quote/quote';
import { SectionBlock } from './section/section';
import { TableBlock } from './table/table';
import { TextBoxAndDetailsBlock } from './text-box-and-details/text-box-and-details';
import { TextBlock } from './text/text';
import { TitleAndTextBlock } from './title-and-text/title-and-text';
import { UsefulLinksBlock } from './useful-links/useful-links';

export type BlockRegistry = { [K in BlockType]: ComponentType<BlockProps[K]> };

// Nothing to show: redirects are read by the site's routing, not drawn.
function Nothing() {
  return null;
}

/** Every member of the block union with its component; a type without one does not compile. */
export const blockComponents = {
  BUTTON: ButtonBlock,
  COLLECTION: BlockOutline,
  FEED: BlockOutline,
  FORM: BlockOutline,
  GALLERY: BlockOutline,
  IMAGE: ImageBlock,
  PROMO: BlockOutline,
  POLL: BlockOutline,
  QUOTE: QuoteBlock,
  RELATED_CONTENT: BlockOutline,
  TEXT: TextBlock,
  VIDEO: BlockOutline,
  LIVE_BLOG: BlockOutline,
  ADVERT: BlockOutline,
  'custom-tab-collection': BlockOutline,
  'dark-collection': BlockOutline,
  'dark-gallery': BlockOutline,
  'dark-text-block': TextBlock,
  'feature-block': BlockOutline,
  'feed-container': BlockOutline,
  'versatile-block': BlockOutline,
  'versatile-block-wrapper': BlockOutline,
  'useful-links': UsefulLinksBlock,
  'text-box-and-details': TextBoxAndDetailsBlock,
  'anchor-tab': BlockOutline,
  tickets: BlockOutline,
  'title-and-text-block': TitleAndTextBlock,
  'section-block': SectionBlock,
  'text-and-carousel': BlockOutline,
  'tabs-block': BlockOutline,
  'tabs-section': BlockOutline,
  'master-filter-and-indexes': BlockOutline,
  table: TableBlock,
  'entertainment-detail': BlockOutline,
  'faq-cards': BlockOutline,
  'jockey-of-the-day-poll': BlockOutline,
  'memorial-headshot-banner': BlockOutline,
  'availability-tag': BlockOutline,
  redirect: Nothing,
  'event-card': BlockOutline,
  'package-membership-card': BlockOutline,
  'ticket-card': BlockOutline,
} satisfies BlockRegistry;
