import type { ComponentType } from 'react';
import type { z } from 'zod';
import { advertBlock } from './advert/block';
import { anchorTabBlock } from './anchor-tab/block';
import { availabilityTagBlock } from './availability-tag/block';
import { buttonBlock } from './button/block';
import { collectionBlock, customTabCollectionBlock, darkCollectionBlock } from './collection/block';
import type { BlockDefinition } from './define-block';
import { entertainmentDetailBlock } from './entertainment-detail/block';
import { eventCardBlock } from './event-card/block';
import { faqCardsBlock } from './faq-cards/block';
import { featureBlockBlock } from './feature-block/block';
import { feedBlock, feedContainerBlock } from './feed/block';
import { formBlock } from './form/block';
import { darkGalleryBlock, galleryBlock } from './gallery/block';
import { memorialHeadshotBannerBlock } from './headshot-banner/block';
import { imageBlock } from './image/block';
import { jockeyOfTheDayPollBlock } from './jockey-poll/block';
import { liveBlogBlock } from './live-blog/block';
import { masterFilterAndIndexesBlock } from './master-filter/block';
import { packageMembershipCardBlock } from './package-card/block';
import { pollBlock } from './poll/block';
import { promoBlock } from './promo/block';
import { quoteBlock } from './quote/block';
import { redirectBlock } from './redirect/block';
import { relatedContentBlock } from './related-content/block';
import { sectionBlockBlock } from './section/block';
import { tableBlock } from './table/block';
import { tabsBlockBlock } from './tabs-block/block';
import { tabsSectionBlock } from './tabs-section/block';
import { darkTextBlockBlock, textBlock } from './text/block';
import { textAndCarouselBlock } from './text-and-carousel/block';
import { textBoxAndDetailsBlock } from './text-box-and-details/block';
import { ticketCardBlock } from './ticket-card/block';
import { ticketsBlock } from './tickets/block';
import { titleAndTextBlockBlock } from './title-and-text/block';
import { usefulLinksBlock } from './useful-links/block';
import { versatileBlockBlock, versatileBlockWrapperBlock } from './versatile-block/block';
import { videoBlock } from './video/block';

/**
 * Every block the site draws: each folder declares its own (type, schema, component) in its block.ts,
 * and this list is the one place a new block is added. The block union, the schemas by type and the
 * components by type all follow from it.
 */
export const blockDefinitions = [
  buttonBlock,
  collectionBlock,
  feedBlock,
  formBlock,
  galleryBlock,
  imageBlock,
  promoBlock,
  pollBlock,
  quoteBlock,
  relatedContentBlock,
  textBlock,
  videoBlock,
  liveBlogBlock,
  advertBlock,
  customTabCollectionBlock,
  darkCollectionBlock,
  darkGalleryBlock,
  darkTextBlockBlock,
  featureBlockBlock,
  feedContainerBlock,
  versatileBlockBlock,
  versatileBlockWrapperBlock,
  usefulLinksBlock,
  textBoxAndDetailsBlock,
  anchorTabBlock,
  ticketsBlock,
  titleAndTextBlockBlock,
  sectionBlockBlock,
  textAndCarouselBlock,
  tabsBlockBlock,
  tabsSectionBlock,
  masterFilterAndIndexesBlock,
  tableBlock,
  entertainmentDetailBlock,
  faqCardsBlock,
  jockeyOfTheDayPollBlock,
  memorialHeadshotBannerBlock,
  availabilityTagBlock,
  redirectBlock,
  eventCardBlock,
  packageMembershipCardBlock,
  ticketCardBlock,
] as const;

type Definition = (typeof blockDefinitions)[number];

export type BlockType = Definition['type'];

/** The props of each block's component, by block type. */
export type BlockProps = {
  [D in Definition as D['type']]: D extends BlockDefinition<string, infer P> ? P : never;
};

function byType<V>(value: (definition: Definition) => V): Record<BlockType, V> {
  return Object.fromEntries(
    blockDefinitions.map((definition) => [definition.type, value(definition)]),
  ) as Record<BlockType, V>;
}

/** The schema that reads each type's raw fields into its component's props. */
export const blockSchemas = byType((definition) => definition.schema) as {
  [K in BlockType]: z.ZodType<BlockProps[K]>;
};

/** The component that draws each type. */
export const blockComponents = byType((definition) => definition.component) as {
  [K in BlockType]: ComponentType<BlockProps[K]>;
};

const typesOf = (kind: Definition['kind']) =>
  blockDefinitions.filter((definition) => definition.kind === kind).map((definition) => definition.type);

/** The built-in blocks, identified by contentType. */
export const builtInBlockTypes: readonly BlockType[] = typesOf('built-in');

/** The custom blocks (docs/content-pack.md): contentType CUSTOM, identified by customContentType. */
export const customBlockTypes: readonly BlockType[] = typesOf('custom');
