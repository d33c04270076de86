import { z } from 'zod';
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

import type { VideoProps } from './video/video-schema';
import { videoSchema } from './video/video-schema';
import type { PollProps } from './poll/poll-schema';
import { pollSchema } from './poll/poll-schema';
import type { JockeyPollProps } from './jockey-poll/jockey-poll-schema';
import { jockeyPollSchema } from './jockey-poll/jockey-poll-schema';
import type { AdvertProps } from './advert/advert-schema';
import { advertSchema } from './advert/advert-schema';
import type { LiveBlogProps } from './live-blog/live-blog-schema';
import { liveBlogSchema } from './live-blog/live-blog-schema';
import type { FormProps } from './form/form-schema';
import { formSchema } from './form/form-schema';
import type { PromoProps } from './promo/promo-schema';
import { promoSchema } from './promo/promo-schema';
import type { MasterFilterProps } from './master-filter/master-filter-schema';
import { masterFilterSchema } from './master-filter/master-filter-schema';
import type { HeadshotBannerProps } from './headshot-banner/headshot-banner-schema';
import { headshotBannerSchema } from './headshot-banner/headshot-banner-schema';
import type { RelatedContentProps } from './related-content/related-content-schema';
import { relatedContentSchema } from './related-content/related-content-schema';
import type { TabsBlockProps } from './tabs-block/tabs-block-schema';
import { tabsBlockSchema } from './tabs-block/tabs-block-schema';
import type { TicketsProps } from './tickets/tickets-schema';
import { ticketsSchema } from './tickets/tickets-schema';
import type { TabsSectionProps } from './tabs-section/tabs-section-schema';
import { tabsSectionSchema } from './tabs-section/tabs-section-schema';
import type { AnchorTabProps } from './anchor-tab/anchor-tab-schema';
import { anchorTabSchema } from './anchor-tab/anchor-tab-schema';
import type { FaqCardsProps } from './faq-cards/faq-cards-schema';
import { faqCardsSchema } from './faq-cards/faq-cards-schema';
import type { FeatureBlockProps } from './feature-block/feature-block-schema';
import { featureBlockSchema } from './feature-block/feature-block-schema';
import type { VersatileBlockProps } from './versatile-block/versatile-block-schema';
import { versatileBlockSchema } from './versatile-block/versatile-block-schema';
import type { VersatileBlockWrapperProps } from './versatile-block/versatile-block-wrapper-schema';
import { versatileBlockWrapperSchema } from './versatile-block/versatile-block-wrapper-schema';
import type { TextAndCarouselProps } from './text-and-carousel/text-and-carousel-schema';
import { textAndCarouselSchema } from './text-and-carousel/text-and-carousel-schema';
import type { EntertainmentDetailProps } from './entertainment-detail/entertainment-detail-schema';
import { entertainmentDetailSchema } from './entertainment-detail/entertainment-detail-schema';
/** The props of each block's component, by block type. */
export type BlockProps = {
  redirect: Record<string, never>;
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
  'entertainment-detail': EntertainmentDetailProps;
  'text-and-carousel': TextAndCarouselProps;
  'versatile-block-wrapper': VersatileBlockWrapperProps;
  'versatile-block': VersatileBlockProps;
  'feature-block': FeatureBlockProps;
  'faq-cards': FaqCardsProps;
  'anchor-tab': AnchorTabProps;
  'tabs-section': TabsSectionProps;
  tickets: TicketsProps;
  'tabs-block': TabsBlockProps;
  VIDEO: VideoProps;
  POLL: PollProps;
  'jockey-of-the-day-poll': JockeyPollProps;
  ADVERT: AdvertProps;
  LIVE_BLOG: LiveBlogProps;
  FORM: FormProps;
  PROMO: PromoProps;
  'master-filter-and-indexes': MasterFilterProps;
  'memorial-headshot-banner': HeadshotBannerProps;
  RELATED_CONTENT: RelatedContentProps;
};

/**
 * The fields each block needs, read from the raw block and reshaped into its component's props.
 * A block type missing here fails to compile.
 */
export const blockSchemas = {
  BUTTON: buttonSchema,
  COLLECTION: collectionSchema,
  FEED: plainFeedSchema,
  FORM: formSchema,
  GALLERY: gallerySchema,
  IMAGE: imageSchema,
  PROMO: promoSchema,
  POLL: pollSchema,
  QUOTE: quoteSchema,
  RELATED_CONTENT: relatedContentSchema,
  TEXT: textSchema,
  VIDEO: videoSchema,
  LIVE_BLOG: liveBlogSchema,
  ADVERT: advertSchema,
  'custom-tab-collection': customTabCollectionSchema,
  'dark-collection': darkCollectionSchema,
  'dark-gallery': darkGallerySchema,
  'dark-text-block': darkTextSchema,
  'feature-block': featureBlockSchema,
  'feed-container': feedContainerSchema,
  'versatile-block': versatileBlockSchema,
  'versatile-block-wrapper': versatileBlockWrapperSchema,
  'useful-links': usefulLinksSchema,
  'text-box-and-details': textBoxAndDetailsSchema,
  'anchor-tab': anchorTabSchema,
  tickets: ticketsSchema,
  'title-and-text-block': titleAndTextSchema,
  'section-block': sectionSchema,
  'text-and-carousel': textAndCarouselSchema,
  'tabs-block': tabsBlockSchema,
  'tabs-section': tabsSectionSchema,
  'master-filter-and-indexes': masterFilterSchema,
  table: tableSchema,
  'entertainment-detail': entertainmentDetailSchema,
  'faq-cards': faqCardsSchema,
  'jockey-of-the-day-poll': jockeyPollSchema,
  'memorial-headshot-banner': headshotBannerSchema,
  'availability-tag': availabilityTagSchema,
  // Read by the site's routing, not drawn.
  redirect: z.unknown().transform((): Record<string, never> => ({})),
  'event-card': eventCardSchema,
  'package-membership-card': packageCardSchema,
  'ticket-card': ticketCardSchema,
} satisfies { [K in BlockType]: z.ZodType<BlockProps[K]> };
