import type { ComponentType } from 'react';
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
import { VideoBlock } from './video/video';
import { PollBlock } from './poll/poll';
import { JockeyPollBlock } from './jockey-poll/jockey-poll';
import { AdvertBlock } from './advert/advert';
import { LiveBlogBlock } from './live-blog/live-blog';
import { FormBlock } from './form/form';
import { PromoBlock } from './promo/promo';
import { MasterFilterBlock } from './master-filter/master-filter';
import { HeadshotBannerBlock } from './headshot-banner/headshot-banner';
import { RelatedContentBlock } from './related-content/related-content';
import { TabsBlock } from './tabs-block/tabs-block';
import { TicketsBlock } from './tickets/tickets';
import { TabsSectionBlock } from './tabs-section/tabs-section';
import { AnchorTabBlock } from './anchor-tab/anchor-tab';
import { FaqCardsBlock } from './faq-cards/faq-cards';
import { FeatureBlock } from './feature-block/feature-block';
import { VersatileBlock } from './versatile-block/versatile-block';
import { VersatileBlockWrapper } from './versatile-block/versatile-block-wrapper';
import { TextAndCarouselBlock } from './text-and-carousel/text-and-carousel';
import { EntertainmentDetailBlock } from './entertainment-detail/entertainment-detail';

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
  FORM: FormBlock,
  GALLERY: GalleryBlock,
  IMAGE: ImageBlock,
  PROMO: PromoBlock,
  POLL: PollBlock,
  QUOTE: QuoteBlock,
  RELATED_CONTENT: RelatedContentBlock,
  TEXT: TextBlock,
  VIDEO: VideoBlock,
  LIVE_BLOG: LiveBlogBlock,
  ADVERT: AdvertBlock,
  'custom-tab-collection': CollectionBlock,
  'dark-collection': CollectionBlock,
  'dark-gallery': GalleryBlock,
  'dark-text-block': TextBlock,
  'feature-block': FeatureBlock,
  'feed-container': FeedBlock,
  'versatile-block': VersatileBlock,
  'versatile-block-wrapper': VersatileBlockWrapper,
  'useful-links': UsefulLinksBlock,
  'text-box-and-details': TextBoxAndDetailsBlock,
  'anchor-tab': AnchorTabBlock,
  tickets: TicketsBlock,
  'title-and-text-block': TitleAndTextBlock,
  'section-block': SectionBlock,
  'text-and-carousel': TextAndCarouselBlock,
  'tabs-block': TabsBlock,
  'tabs-section': TabsSectionBlock,
  'master-filter-and-indexes': MasterFilterBlock,
  table: TableBlock,
  'entertainment-detail': EntertainmentDetailBlock,
  'faq-cards': FaqCardsBlock,
  'jockey-of-the-day-poll': JockeyPollBlock,
  'memorial-headshot-banner': HeadshotBannerBlock,
  'availability-tag': AvailabilityTagBlock,
  redirect: Nothing,
  'event-card': EventCardBlock,
  'package-membership-card': PackageCardBlock,
  'ticket-card': TicketCardBlock,
} satisfies BlockRegistry;
