import type { MetadataRoute } from 'next';
import { loadSitemap } from '@/features/seo/load-sitemap';

// Answered per request, as robots.txt: made at build, it would keep the site address and content of the
// machine that built it. Its upstream calls are cached and keep their last good copies (decision 11), so
// a content service that fails still gets the last sitemap it gave.
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return loadSitemap();
}
