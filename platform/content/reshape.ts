import 'server-only';
import { articleTitle } from './article-title';
import type { UpstreamArticle } from './upstream-schemas';
import { eventCardBlockOf, eventDatesOf } from '../shared/event-dates';
import { articleHref } from '../shared/hrefs';
import { FALLBACK_HERO_IMAGE } from '../shared/images';
import { venueFactsOf } from '../shared/venue-facts';
import type { Article, ArticleKind, ArticleSummary, HeroMedia, Sponsor } from '../types/article';
import type { RawBlock } from '../types/block';
import type { CategoryIndex, CategoryRef } from '../types/category';

type UpstreamHero = NonNullable<UpstreamArticle['heroMedia']>;
type UpstreamRef = NonNullable<UpstreamArticle['displayCategory']>;
type UpstreamSponsor = NonNullable<UpstreamArticle['sponsor']>;

/**
 * The hero image is the image, else the thumbnail, else the video thumbnail, else a fallback; its alt
 * text is the hero title.
 */
export function reshapeHeroMedia(hero: UpstreamHero | undefined): HeroMedia {
  const title = hero?.title ?? '';
  const image = hero?.image ?? null;
  const imageThumbnail = hero?.imageThumbnail ?? null;
  const videoThumbnail = hero?.videoThumbnail ?? null;
  const src = image ?? imageThumbnail ?? videoThumbnail;
  const contentType = hero?.content?.contentType ?? null;
  return {
    title,
    summary: hero?.summary ?? null,
    contentType,
    isVideo: contentType?.toUpperCase() === 'VIDEO',
    image,
    imageThumbnail,
    videoThumbnail,
    link: hero?.link ?? null,
    heroImage: { src: src ?? FALLBACK_HERO_IMAGE, alt: title, isFallback: src === null },
  };
}

function reshapeRef(ref: UpstreamRef, index: CategoryIndex): CategoryRef {
  const known = index.byId.get(ref.id);
  return { id: ref.id, text: ref.text ?? known?.text ?? '', slug: known?.slug ?? ref.slug ?? null };
}

function reshapeSponsor(sponsor: UpstreamSponsor): Sponsor {
  return { imageUrl: sponsor.imageUrl ?? null, text: sponsor.text ?? null, linkUrl: sponsor.linkUrl ?? null };
}

// A display category we do not know still gets a usable path, from its text.
function displayCategoryPath(ref: CategoryRef | null, index: CategoryIndex): string | null {
  if (!ref) return null;
  const known = index.byId.get(ref.id)?.path;
  if (known) return known;
  const fromText = (ref.slug ?? ref.text).trim().toLowerCase().replace(/\s+/g, '-');
  return fromText === '' ? null : fromText;
}

function refsOf(raw: UpstreamArticle, index: CategoryIndex): CategoryRef[] {
  const refs = raw.categories.map((ref) => reshapeRef(ref, index));
  return raw.displayCategory ? [...refs, reshapeRef(raw.displayCategory, index)] : refs;
}

/** Whether the article is in the category with this slug ('utility': no page; 'external': links out). */
export function isInCategory(refs: readonly CategoryRef[], slug: string): boolean {
  return refs.some((ref) => ref.slug === slug);
}

// The category tree's top-level 'news' and 'video' nodes; an article is in a tree when any of
// its categories' paths starts there.
function inTree(refs: readonly CategoryRef[], index: CategoryIndex, root: string): boolean {
  return refs.some((ref) => {
    const path = index.byId.get(ref.id)?.path ?? ref.slug ?? '';
    return path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}-`);
  });
}

/** An event card's date wins (a race day filed under news is still a fixture), then news, then video. */
function kindOf(raw: UpstreamArticle, index: CategoryIndex, hero: HeroMedia, hasEvent: boolean): ArticleKind {
  if (hasEvent) return 'event';
  const refs = refsOf(raw, index);
  if (inTree(refs, index, 'news')) return 'news';
  if (hero.isVideo || inTree(refs, index, 'video')) return 'video';
  return 'page';
}

export function reshapeArticleSummary(raw: UpstreamArticle, index: CategoryIndex): ArticleSummary {
  const hero = reshapeHeroMedia(raw.heroMedia);
  const displayCategory = raw.displayCategory ? reshapeRef(raw.displayCategory, index) : null;
  const singlePage = raw.singlePage ?? false;
  const sponsor = raw.sponsor ?? raw.sponsors[0];
  // Lists carry each article's blocks, so a card can read its event card.
  const event = eventDatesOf(raw.content);
  const eventCard = eventCardBlockOf(raw.content);
  return {
    id: raw.id,
    slug: raw.slug,
    singlePage,
    title: articleTitle(hero.title, raw.title, raw.slug),
    summary: hero.summary,
    hero,
    publishDate: raw.publishDate ?? null,
    readTimeMinutes: raw.readTimeMinutes ?? null,
    kind: kindOf(raw, index, hero, event !== null),
    event,
    eventCard: eventCard && typeof eventCard.contentType === 'string' ? (eventCard as RawBlock) : null,
    venue: venueFactsOf(raw.content),
    loginRequired: raw.auth?.loginRequired ?? false,
    displayCategory,
    categoryIds: raw.categories.map((ref) => ref.id),
    tags: raw.tags,
    sourceSystemId: raw.sourceSystemId ?? null,
    linkedIds: raw.linkedIds.map((linked) => ({
      sourceSystem: linked.sourceSystem,
      sourceSystemId: linked.sourceSystemId,
      text: linked.text ?? null,
    })),
    sponsor: sponsor ? reshapeSponsor(sponsor) : null,
    link: articleHref({
      slug: raw.slug,
      singlePage,
      displayCategoryPath: displayCategoryPath(displayCategory, index),
      inExternalCategory: isInCategory(refsOf(raw, index), 'external'),
      heroLink: hero.link,
    }),
  };
}

export function reshapeArticle(raw: UpstreamArticle, index: CategoryIndex): Article {
  const summary = reshapeArticleSummary(raw, index);
  const author = typeof raw.author === 'string' ? raw.author : (raw.author?.name ?? null);
  const sponsors = raw.sponsors.length > 0 ? raw.sponsors : raw.sponsor ? [raw.sponsor] : [];
  return {
    ...summary,
    clientId: raw.clientId ?? null,
    version: raw.version ?? null,
    lastModified: raw.lastModified?.date ?? null,
    pinned: raw.pinned ?? false,
    author,
    language: raw.language ?? null,
    categories: raw.categories.map((ref) => reshapeRef(ref, index)),
    sourceSystem: raw.source?.sourceSystem ?? null,
    metadata: raw.articleMetadata ?? {},
    blocks: raw.content as RawBlock[],
    auth: {
      loginRequired: raw.auth?.loginRequired ?? false,
      roles: raw.auth?.roles ?? [],
      entitlements: raw.auth?.entitlements ?? [],
      restrictionType: raw.auth?.restrictionType ?? null,
    },
    blocked: raw.blocked ?? false,
    sponsors: sponsors.map(reshapeSponsor),
    displayCategoryPath: displayCategoryPath(summary.displayCategory, index),
    isUtility: isInCategory(refsOf(raw, index), 'utility'),
  };
}
