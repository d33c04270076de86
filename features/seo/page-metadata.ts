import 'server-only';
import type { Metadata } from 'next';
import { absoluteUrl } from './absolute-url';
import { siteIdentity, type SiteIdentity } from './site-identity';

export interface PageMetadataInput {
  title: string;
  description?: string | null;
  /** The page's own path, e.g. '/news/racing'; its canonical address. */
  path: string;
  /** Pages that should stay out of search engines' indexes (search results, error pages). */
  noIndex?: boolean;
  site?: SiteIdentity;
}

/** Kept out of indexes, while links on the page may still be followed. */
export const noIndexMetadata: Metadata = { robots: { index: false, follow: true } };

/** Metadata of a page that is not an article: lists, search, error pages. */
export function pageMetadata({
  title,
  description,
  path,
  noIndex = false,
  site = siteIdentity(),
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path, site.url) ?? undefined;
  const summary = description ?? undefined;
  return {
    title,
    description: summary,
    alternates: url ? { canonical: url } : undefined,
    openGraph: { type: 'website', title, description: summary, url, siteName: site.name },
    twitter: { card: 'summary', title, description: summary },
    ...(noIndex ? noIndexMetadata : {}),
  };
}
