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

type Outlined =
  | 'COLLECTION'
  | 'FEED'
  | 'FORM'
  | 'GALLERY'
  | 'PROMO'
  | 'POLL'
  | 'RELATED_CONTENT'
  | 'VIDEO'
  | 'LIVE_BLOG'
  | 'ADVERT'
  | 'custom-tab-collection'
  | 'dark-collection'
  | 'dark-gallery'
  | 'feature-block'
  | 'feed-container'
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
  | 'availability-tag'
  | 'redirect'
  | 'event-card'
  | 'package-membership-card'
  | 'ticket-card';

/** The props of each block's component, by block type. */
export type BlockProps = Record<Outlined, BlockOutlineProps> & {
  BUTTON: ButtonProps;
  IMAGE: ImageBlockProps;
  QUOTE: QuoteProps;
  TEXT: TextProps;
  'dark-text-block': TextProps;
  'useful-links': UsefulLinksProps;
  'text-box-and-details': TextBoxAndDetailsProps;
  'title-and-text-block': TitleAndTextProps;
  'section-block': SectionProps;
  table: TableProps;
};

/**
 * The fields each block needs, read from the raw block and reshaped into its component's props.
 * A block type missing here fails to compile.
 */
export const blockSchemas = {
  BUTTON: buttonSchema,
  COLLECTION: outlineSchema,
  FEED: outlineSchema,
  FORM: outlineSchema,
  GALLERY: outlineSchema,
  IMAGE: imageSchema,
  PROMO: outlineSchema,
  POLL: outlineSchema,
  QUOTE: quoteSchema,
  RELATED_CONTENT: outlineSchema,
  TEXT: textSchema,
  VIDEO: outlineSchema,
  LIVE_BLOG: outlineSchema,
  ADVERT: outlineSchema,
  'custom-tab-collection': outlineSchema,
  'dark-collection': outlineSchema,
  'dark-gallery': outlineSchema,
  'dark-text-block': darkTextSchema,
  'feature-block': outlineSchema,
  'feed-container': outlineSchema,
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
  'availability-tag': outlineSchema,
  redirect: outlineSchema,
  'event-card': outlineSchema,
  'package-membership-card': outlineSchema,
  'ticket-card': outlineSchema,
} satisfies { [K in BlockType]: z.ZodType<BlockProps[K]> };
