import 'server-only';
import { cache } from 'react';
import type { RawBlock } from '@/platform/types/block';

const RELATED_CONTENT = 'RELATED_CONTENT';
const MAX_DEPTH = 8;

// One holder per server request (React's request-scoped cache): the article view names the article
// it renders, so a related block deep in its blocks never lists the page it is on, and an event's own
// card on its page knows it is there.
const holder = cache(
  (): {
    id: string | null;
    slug: string | null;
    picture: string | null;
    /** The hero when it is the article's own picture, not the site's stand-in for a missing one. */
    ownPicture: { src: string; alt: string } | null;
    summary: string | null;
    sponsorLogos: string[];
  } => ({
    id: null,
    slug: null,
    picture: null,
    ownPicture: null,
    summary: null,
    sponsorLogos: [],
  }),
);

/** Set by the view that renders an article, before its blocks render. */
export function setCurrentArticle(article: {
  id: string;
  slug?: string | null | undefined;
  summary?: string | null | undefined;
  hero?: { heroImage: { src: string; alt?: string; isFallback?: boolean } } | undefined;
  sponsors?: readonly { imageUrl: string | null }[] | undefined;
}): void {
  const current = holder();
  current.id = article.id;
  current.slug = article.slug ?? null;
  current.picture = article.hero?.heroImage.src ?? null;
  const hero = article.hero?.heroImage;
  current.ownPicture = hero && !hero.isFallback ? { src: hero.src, alt: hero.alt ?? '' } : null;
  current.summary = article.summary?.trim() || null;
  current.sponsorLogos = (article.sponsors ?? []).flatMap((sponsor) =>
    sponsor.imageUrl ? [sponsor.imageUrl] : [],
  );
}

/** The logo, unless the page's hero already shows it as the page's sponsor. */
export function unlessPageSponsor<T extends { src: string }>(logo: T | undefined): T | undefined {
  return logo && holder().sponsorLogos.includes(logo.src) ? undefined : logo;
}

/** The article whose page is being rendered, if any. */
export function currentArticleId(): string | null {
  return holder().id;
}

/** The picture at the top of the page being rendered (its hero), if any. */
export function currentArticlePicture(): string | null {
  return holder().picture;
}

/** The page's own hero picture (never the site's stand-in for a missing one), if any. */
export function currentArticleOwnPicture(): { src: string; alt: string } | null {
  return holder().ownPicture;
}

/**
 * The image, unless it is the picture at the top of the page: a block never repeats the page's hero
 * (an editor often gives a page's first feature, gallery or card the same picture).
 */
export function unlessPagePicture<T extends { src: string }>(image: T | undefined): T | undefined {
  return image && image.src === holder().picture ? undefined : image;
}

/**
 * The text, unless it is the page's own summary, which the hero already shows under the title: a
 * package's card on its own page does not say its standfirst twice.
 */
export function unlessPageSummary(text: string | undefined): string | undefined {
  return text && text.trim() === holder().summary ? undefined : text;
}

/**
 * Whether a site address leads to the page being rendered (its last segment is the page's slug): a
 * card on its own page drops its 'Learn more', which would only reload the page.
 */
export function leadsToThisPage(href: string | undefined): boolean {
  const slug = holder().slug;
  if (!href || !slug || !href.startsWith('/')) return false;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.replace(/\/+$/, '').split('/').pop() === slug;
}

/** The slug of the article whose page is being rendered, if any. */
export function currentArticleSlug(): string | null {
  return holder().slug;
}

/** Whether any of the blocks, nested ones included, is a related block: the page's own related list. */
export function hasRelatedBlock(blocks: readonly RawBlock[]): boolean {
  const visit = (value: unknown, depth: number): boolean => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
    if (Array.isArray(value)) return value.some((item) => visit(item, depth + 1));
    const record = value as Record<string, unknown>;
    if (record.contentType === RELATED_CONTENT) return true;
    return Object.values(record).some((item) => visit(item, depth + 1));
  };
  return visit(blocks, 0);
}
