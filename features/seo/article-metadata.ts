import 'server-only';
import type { Metadata } from 'next';
import type { Article } from '@/platform/types/article';
import { absoluteUrl } from './absolute-url';
import { canonicalPath } from './canonical-path';
import { isoTimestamp, text } from './content-values';
import { isNoIndex } from './no-index';
import { seoDescription, seoTitle } from './seo-text';
import { siteIdentity, type SiteIdentity } from './site-identity';

export interface ArticleMetadataOptions {
  /** The requested path; the canonical address only falls back to it when the article's link leaves the site. */
  path: string;
  site?: SiteIdentity;
}

/**
 * Metadata of an article page: title and description, the canonical address (the article's resolved
 * path, whichever path was asked for), Open Graph, and a large-image Twitter card. An article tagged
 * `noindex` asks search engines not to index it (its links are still followed).
 */
export function articleMetadata(
  article: Article,
  { path, site = siteIdentity() }: ArticleMetadataOptions,
): Metadata {
  // Never without a title (issue 9): an article with nothing readable is titled by the site's name alone.
  const title = seoTitle(article) ?? site.name;
  const description = seoDescription(article) ?? undefined;
  const ownPath = canonicalPath(article);
  const url = absoluteUrl(ownPath ?? path, site.url) ?? undefined;
  const imageUrl = absoluteUrl(article.hero.heroImage.src, site.url);
  const image = imageUrl ? { url: imageUrl, alt: text(article.hero.heroImage.alt) ?? undefined } : null;
  const images = image ? [image] : undefined;
  const author = text(article.author);
  const shared = { title, description, url, siteName: site.name, images };
  return {
    title: title === site.name ? { absolute: title } : title,
    description,
    alternates: url ? { canonical: url } : undefined,
    ...(isNoIndex(article) ? { robots: { index: false, follow: true } } : {}),
    // The home article stands for the whole site; every other one is an article with its dates.
    openGraph:
      ownPath === '/'
        ? { type: 'website', ...shared }
        : {
            type: 'article',
            ...shared,
            publishedTime: isoTimestamp(article.publishDate) ?? undefined,
            modifiedTime: isoTimestamp(article.lastModified) ?? undefined,
            authors: author ? [author] : undefined,
          },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images,
    },
  };
}
