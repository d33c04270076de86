import 'server-only';
import type { MetadataRoute } from 'next';
import { getCategories } from '@/platform/content/categories';
import { getSettings } from '@/platform/settings';
import { listAllArticles } from './list-all-articles';
import { sitemapEntries } from './sitemap-entries';

/** The sitemap from the content service. Throws when the service cannot give it. */
export async function loadSitemap(): Promise<MetadataRoute.Sitemap> {
  const [articles, categories] = await Promise.all([listAllArticles(), getCategories()]);
  return sitemapEntries({ siteUrl: getSettings().siteUrl, articles, categories });
}
