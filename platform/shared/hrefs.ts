// No 'server-only': cards and links in the browser build the same hrefs.
import { safeHref } from './safe-href';

/** Article links inside blocks point to /content/{slug}. */
export function contentHref(slug: string): string {
  return `/content/${encodeURIComponent(slug)}`;
}

export interface ArticleHrefInput {
  slug: string;
  singlePage: boolean;
  /** Path of the display category without a leading slash; null when the article has none. */
  displayCategoryPath: string | null;
  /** In the category with slug 'external'. */
  inExternalCategory: boolean;
  /** heroMedia.link, used by external articles. */
  heroLink: string | null;
}

export interface ArticleHref {
  href: string;
  external: boolean;
  newTab: boolean;
}

function pathOf(...parts: string[]): string {
  return `/${parts.filter((part) => part !== '').join('/')}`;
}

/**
 * An article's page: /content/{slug} without the single-page flag; /{category path}/{slug} when single page
 * with a display category; /{slug} when single page without one. An article in the 'external' category links
 * to its hero link in a new tab, when that is a link to follow (safeHref).
 */
export function articleHref(article: ArticleHrefInput): ArticleHref {
  const outside = safeHref(article.heroLink);
  if (article.inExternalCategory && outside) return { href: outside, external: true, newTab: true };
  const slug = encodeURIComponent(article.slug);
  if (!article.singlePage) return { href: contentHref(article.slug), external: false, newTab: false };
  const category = article.displayCategoryPath?.split('/').map(encodeURIComponent).join('/') ?? '';
  return { href: pathOf(category, slug), external: false, newTab: false };
}

/**
 * Venue cards link to /{lowercased display category text}/{slug}, or /{slug} without a
 * category. Spaces in the text become dashes so the link is a usable path.
 */
export function venueCardHref(slug: string, displayCategoryText: string | null | undefined): string {
  const category = (displayCategoryText ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  return pathOf(encodeURIComponent(category), encodeURIComponent(slug));
}

/** Ticket cards' View Enclosure link: /royal-{product}/{enclosure} or /enclosure/{enclosure}. */
export function enclosureHref(enclosure: string, royalProduct: string | null): string {
  const slug = encodeURIComponent(enclosure);
  return royalProduct ? `/royal-${encodeURIComponent(royalProduct)}/${slug}` : `/enclosure/${slug}`;
}

/** Whether a link leaves the site (a scheme or '//'): such links open as external. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
