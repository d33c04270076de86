import type { z } from 'zod';
import type { BlockOutlineProps } from '@/features/article/block-outline';
import type { ButtonProps } from './button/button-schema';
import type { ImageBlockProps } from './image/image-schema';
import type { QuoteProps } from './quote/quote-schema';
import type { SectionProps } from './section/section-schema';
import type { TableProps } from './table/table-schema';
import type { TextBoxAndDetailsProps } from './text-box-and-details/text-box-and-details-schema';
import type { TextProps } from './text/text-schema';
import type { TitleAndTextProps } from './title-and-text/title-and-text-schema';
import type { UsefulLinksProps } from './useful-links/useful-links-schema';
import type { BlockType } from './block-types';
import type { AvailabilityTagProps } from './availability-tag/availability-tag-schema';
import type { EventCardProps } from './event-card/event-card-schema';
import type { FeedProps } from './feed/feed-schema';
import type { PackageCardProps } from './package-card/package-card-schema';
import type { TicketCardProps } from './ticket-card/ticket-card-schema';
import { availabilityTagSchema } from './availability-tag/availability-tag-schema';
import { eventCardSchema } from './event-card/event-card-schema';
import { feedContainerSchema, plainFeedSchema } from './feed/feed-schema';
import { packageCardSchema } from './package-card/package-card-schema';
import { ticketCardSchema } from './ticket-card/ticket-card-schema';
import { buttonSchema } from './button/button-schema';
import { imageSchema } from './image/image-schema';
import { outlineSchema } from './outline/outline-schema';
import { quoteSchema } from './quote/quote-schema';
import { sectionSchema } from './section/section-schema';
import { tableSchema } from './table/table-schema';
import { textBoxAndDetailsSchema } from './text-box-and-details/text-box-and-details-schema';
import { darkTextSchema, textSchema } from './text/text-schema';
import { titleAndTextSchema } from './title-and-text/title-and-text-schema';
import { usefulLinksSchema } from './useful-links/useful-links-schema';
import type { CollectionProps } from './collection/collection-schema';
import type { GalleryProps } from './gallery/gallery-schema';
import {
  collectionSchema,
  customTabCollectionSchema,
  darkCollectionSchema,
} from './collection/collection-schema';
import { darkGallerySchema, gallerySchema } from './gallery/gallery-schema';

type Outlined =
  | 'FORM'
  | 'PROMO'
  | 'POLL'
  | 'RELATED_CONTENT'
  | 'VIDEO'
  | 'LIVE_BLOG'
  | 'ADVERT'
  | 'feature-block'
  | 'versatile-block'
  | 'versatile-block-wrapper'
  | 'anchor-tab'
  | 'tickets'
  | 'text-and-carousel'
  | 'tabs-block'
  | 'tabs-section'
  | 'master-filter-and-indexes'
  | 'entertainment-detail'
  | 'faq-cards'
  | 'jockey-of-the-day-poll'
  | 'memorial-headshot-banner'
  | 'redirect';

/** The props of each block's component, by block type. */
export type BlockProps = Record<Outlined, BlockOutlineProps> & {
  BUTTON: ButtonProps;
  IMAGE: ImageBlockProps;
  QUOTE: QuoteProps;
  TEXT: TextProps;
  COLLECTION: CollectionProps;
  'custom-tab-collection': CollectionProps;
  'dark-collection': CollectionProps;
  GALLERY: GalleryProps;
  'dark-gallery': GalleryProps;
  'dark-text-block': TextProps;
  'useful-links': UsefulLinksProps;
  'text-box-and-details': TextBoxAndDetailsProps;
  'title-and-text-block': TitleAndTextProps;
  'section-block': SectionProps;
  table: TableProps;
  FEED: FeedProps;
  'feed-container': FeedProps;
  'availability-tag': AvailabilityTagProps;
  'event-card': EventCardProps;
  'package-membership-card': PackageCardProps;
  'ticket-card': TicketCardProps;
};

/**
 * The fields each block needs, read from the raw block and reshaped into its component's props.
 * A block type missing here fails to compile.
 */
export const blockSchemas = {
  BUTTON: buttonSchema,
  COLLECTION: collectionSchema,
  FEED: plainFeedSchema,
  FORM: outlineSchema,
  GALLERY: gallerySchema,
  IMAGE: imageSchema,
  PROMO: outlineSchema,
  POLL: outlineSchema,
  QUOTE: quoteSchema,
  RELATED_CONTENT: outlineSchema,
  TEXT: textSchema,
  VIDEO: outlineSchema,
  LIVE_BLOG: outlineSchema,
  ADVERT: outlineSchema,
  'custom-tab-collection': customTabCollectionSchema,
  'dark-collection': darkCollectionSchema,
  'dark-gallery': darkGallerySchema,
  'dark-text-block': darkTextSchema,
  'feature-block': outlineSchema,
  'feed-container': feedContainerSchema,
  'versatile-block': outlineSchema,
  'versatile-block-wrapper': outlineSchema,
  'useful-links': usefulLinksSchema,
  'text-box-and-details': textBoxAndDetailsSchema,
  'anchor-tab': outlineSchema,
  tickets: outlineSchema,
  'title-and-text-block': titleAndTextSchema,
  'section-block': sectionSchema,
  'text-and-carousel': outlineSchema,
  'tabs-block': outlineSchema,
  'tabs-section': outlineSchema,
  'master-filter-and-indexes': outlineSchema,
  table: tableSchema,
  'entertainment-detail': outlineSchema,
  'faq-cards': outlineSchema,
  'jockey-of-the-day-poll': outlineSchema,
  'memorial-headshot-banner': outlineSchema,
  'availability-tag': availabilityTagSchema,
  redirect: outlineSchema,
  'event-card': eventCardSchema,
  'package-membership-card': packageCardSchema,
  'ticket-card': ticketCardSchema,
} satisfies { [K in BlockType]: z.ZodType<BlockProps[K]> };
