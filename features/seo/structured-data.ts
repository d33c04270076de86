import 'server-only';
import type { Article } from '@/platform/types/article';
import { eventJsonLd } from './event-json-ld';
import type { JsonLdObject } from './json-ld-types';
import { newsArticleJsonLd } from './news-article-json-ld';
import { siteIdentity, type SiteIdentity } from './site-identity';

function categorySlugs(article: Article): string[] {
  const refs = [...(Array.isArray(article.categories) ? article.categories : []), article.displayCategory];
  return refs.flatMap((ref) => (typeof ref?.slug === 'string' ? [ref.slug.toLowerCase()] : []));
}

const within = (slug: string, root: string) => slug === root || slug.startsWith(`${root}-`);

/** Categories under the news parent carry the 'news-' prefix. */
export function isNewsArticle(article: Article): boolean {
  return categorySlugs(article).some((slug) => within(slug, 'news'));
}

/** Race days, non-racing events, the named race days and the royal meeting hold events. */
export function isEventArticle(article: Article, product: string): boolean {
  const roots = ['racedays', 'non-racing-events', 'horse-races-and-events', `royal-${product}`];
  return categorySlugs(article).some((slug) => roots.some((root) => within(slug, root)));
}

/**
 * The structured data an article page carries: an Event for an event with a date, a NewsArticle for
 * news, otherwise none.
 */
export function structuredDataFor(
  article: Article,
  site: SiteIdentity = siteIdentity(),
): JsonLdObject | null {
  const event = isEventArticle(article, site.product) ? eventJsonLd(article, site) : null;
  if (event) return event;
  return isNewsArticle(article) ? newsArticleJsonLd(article, site) : null;
}
