// No 'server-only': pure string work, shared by metadata, JSON-LD and the sitemap.

/**
 * An address a crawler can follow: http(s) addresses as they are, site paths joined to the site URL.
 * Anything else (javascript:, data:, relative paths, non-strings from content) gives null, so it is
 * left out rather than published.
 */
export function absoluteUrl(href: unknown, siteUrl: string): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (value === '') return null;
  if (value.startsWith('//')) return safeHttp(`https:${value}`);
  if (value.startsWith('/')) return safeHttp(`${siteUrl}${value}`);
  return safeHttp(value);
}

function safeHttp(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
