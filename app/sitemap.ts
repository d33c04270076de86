import type { MetadataRoute } from 'next';
import { loadSitemap } from '@/features/seo/load-sitemap';

// Rebuilt at most hourly. A rebuild that fails throws, and the last good sitemap keeps being served.
export const revalidate = 3600;

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return loadSitemap();
}
