import 'server-only';
import type { Article } from '@/platform/types/article';
import { absoluteUrl } from './absolute-url';
import { canonicalPath } from './canonical-path';
import { compact, isoTimestamp, text } from './content-values';
import type { JsonLdObject } from './json-ld-types';
import { seoDescription, seoTitle } from './seo-text';
import { authorEntity, venueOrganization } from './site-entities';
import { siteIdentity, type SiteIdentity } from './site-identity';

/** schema.org NewsArticle for an article in the news section. */
export function newsArticleJsonLd(article: Article, site: SiteIdentity = siteIdentity()): JsonLdObject {
  const url = absoluteUrl(canonicalPath(article), site.url);
  const image = absoluteUrl(article.hero?.heroImage?.src, site.url);
  const published = isoTimestamp(article.publishDate);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    ...compact({
      headline: seoTitle(article),
      description: seoDescription(article),
      image: image ? [image] : null,
      datePublished: published,
      dateModified: isoTimestamp(article.lastModified) ?? published,
      author: authorEntity(text(article.author), site),
      publisher: venueOrganization(site),
      mainEntityOfPage: url ? { '@type': 'WebPage', '@id': url } : null,
      url,
    }),
  };
}
