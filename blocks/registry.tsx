import type { ComponentType } from 'react';
import { BlockOutline } from '@/features/article/block-outline';
import type { BlockProps } from './block-schemas';
import type { BlockType } from './block-types';
import { AvailabilityTagBlock } from './availability-tag/availability-tag';
import { EventCardBlock } from './event-card/event-card';
import { FeedBlock } from './feed/feed';
import { PackageCardBlock } from './package-card/package-card';
import { TicketCardBlock } from './ticket-card/ticket-card';
import { ButtonBlock } from './button/button';
import { ImageBlock } from './image/image';
import { QuoteBlock } from './quote/quote';
import { SectionBlock } from './section/section';
import { TableBlock } from './table/table';
import { TextBoxAndDetailsBlock } from './text-box-and-details/text-box-and-details';
import { TextBlock } from './text/text';
import { TitleAndTextBlock } from './title-and-text/title-and-text';
import { UsefulLinksBlock } from './useful-links/useful-links';
import { CollectionBlock } from './collection/collection';
import { GalleryBlock } from './gallery/gallery';

export type BlockRegistry = { [K in BlockType]: ComponentType<BlockProps[K]> };

// Nothing to show: redirects are read by the site's routing, not drawn.
function Nothing() {
  return null;
}

/** Every member of the block union with its component; a type without one does not compile. */
export const blockComponents = {
  BUTTON: ButtonBlock,
  COLLECTION: CollectionBlock,
  FEED: FeedBlock,
  FORM: BlockOutline,
  GALLERY: GalleryBlock,
  IMAGE: ImageBlock,
  PROMO: BlockOutline,
  POLL: BlockOutline,
  QUOTE: QuoteBlock,
  RELATED_CONTENT: BlockOutline,
  TEXT: TextBlock,
  VIDEO: BlockOutline,
  LIVE_BLOG: BlockOutline,
  ADVERT: BlockOutline,
  'custom-tab-collection': CollectionBlock,
  'dark-collection': CollectionBlock,
  'dark-gallery': GalleryBlock,
  'dark-text-block': TextBlock,
  'feature-block': BlockOutline,
  'feed-container': FeedBlock,
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
  'availability-tag': AvailabilityTagBlock,
  redirect: Nothing,
  'event-card': EventCardBlock,
  'package-membership-card': PackageCardBlock,
  'ticket-card': TicketCardBlock,
} satisfies BlockRegistry;
