import 'server-only';
import type { RawBlock } from './block';
import type { CategoryRef } from './category';
import type { EventDates } from '../shared/event-dates';
import type { VenueFacts } from '../shared/venue-facts';

/** The image shown for an article: image, else thumbnail, else video thumbnail, else a fallback. */
export interface HeroImage {
  src: string;
  /** The hero title. */
  alt: string;
  isFallback: boolean;
}

export interface HeroMedia {
  title: string;
  summary: string | null;
  /** heroMedia.content.contentType: VIDEO or another value. */
  contentType: string | null;
  isVideo: boolean;
  image: string | null;
  imageThumbnail: string | null;
  videoThumbnail: string | null;
  link: string | null;
  heroImage: HeroImage;
}

export interface Sponsor {
  imageUrl: string | null;
  text: string | null;
  linkUrl: string | null;
}

export interface LinkedId {
  sourceSystem: string;
  sourceSystemId: string;
  text: string | null;
}

export interface ArticleAuth {
  /** Shows a lock icon on the article and its cards; the service decides what the fan may read. */
  loginRequired: boolean;
  roles: string[];
  entitlements: string[];
  restrictionType: string | null;
}

/** Where a link to an article goes; `newTab` for articles in the 'external' category. */
export interface ArticleLink {
  href: string;
  external: boolean;
  newTab: boolean;
}

/**
 * What an article is to a card: an event (its event card gives a date), a news story, a video, or
 * an evergreen page (a restaurant, an FAQ, a partner, a form). Cards show read time on news only.
 */
export type ArticleKind = 'event' | 'news' | 'video' | 'page';

/** What lists, cards and feeds need of an article. */
export interface ArticleSummary {
  id: string;
  slug: string;
  singlePage: boolean;
  title: string;
  summary: string | null;
  hero: HeroMedia;
  publishDate: string | null;
  readTimeMinutes: number | null;
  kind: ArticleKind;
  /** The event's days, from the article's event-card block; null for anything but an event. */
  event: EventDates | null;
  /**
   * The article's event-card block as the content gives it (price, times, availability, tickets), so
   * a fixture list draws each fixture's own card; null when the article has none.
   */
  eventCard: RawBlock | null;
  /**
   * A restaurant's cuisine, enclosure, price and booking link, from its page's details box, so its card
   * sells the table; null for any other page.
   */
  venue: VenueFacts | null;
  loginRequired: boolean;
  displayCategory: CategoryRef | null;
  categoryIds: string[];
  tags: string[];
  sourceSystemId: string | null;
  linkedIds: LinkedId[];
  sponsor: Sponsor | null;
  /** The canonical link (/content/{slug}, or the single page's own path). */
  link: ArticleLink;
}

/** An article: everything an article page needs. */
export interface Article extends ArticleSummary {
  clientId: string | null;
  version: string | null;
  lastModified: string | null;
  pinned: boolean;
  author: string | null;
  language: string | null;
  categories: CategoryRef[];
  sourceSystem: string | null;
  metadata: Record<string, unknown>;
  /** The page's blocks, not yet typed (blocks/ does that). */
  blocks: RawBlock[];
  auth: ArticleAuth;
  blocked: boolean;
  sponsors: Sponsor[];
  /** Path of the display category, no leading slash; null without one. */
  displayCategoryPath: string | null;
  /** In the category with slug 'utility': never a page of its own. */
  isUtility: boolean;
}
