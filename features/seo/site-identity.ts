import 'server-only';
import { getSettings } from '@/platform/settings';

/** What structured data and share cards say about the site itself. */
export interface SiteIdentity {
  /** Absolute, without a trailing slash. */
  url: string;
  name: string;
  /** The venue's product slug: the royal meeting is 'royal-{product}'. */
  product: string;
  /** The publisher logo; null while the site has no logo of its own, and then it is left out. */
  logoUrl: string | null;
}

export function siteIdentity(): SiteIdentity {
  const settings = getSettings();
  return { url: settings.siteUrl, name: settings.siteName, product: settings.siteProduct, logoUrl: null };
}
