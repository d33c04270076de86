import type { MetadataRoute } from 'next';

/** Paths crawlers have no use for: the site's own API, search results, the error pages' routes, the block gallery and the content health report. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/search-results',
  '/page-not-found',
  '/service-unavailable',
  '/category-list',
  '/_blocks',
  '/_content-health',
] as const;

export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
