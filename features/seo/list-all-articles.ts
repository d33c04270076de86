import 'server-only';
import { searchArticles } from '@/platform/content/search';
import type { ArticleSummary } from '@/platform/types/article';

/** Articles asked for per search page. */
export const SITEMAP_PAGE_SIZE = 100;
/** Bounds the walk (5,000 articles), far under the 50,000 addresses one sitemap may hold. */
export const SITEMAP_MAX_PAGES = 50;

export class SitemapSourceError extends Error {
  override readonly name = 'SitemapSourceError';
}

/**
 * Every article the content service lists, page by page through search. Throws when the service fails
 * (UpstreamUnavailableError) or lists nothing at all, which a site with pages never does: publishing an
 * empty sitemap would tell crawlers every page is gone.
 */
export async function listAllArticles(): Promise<ArticleSummary[]> {
  const articles: ArticleSummary[] = [];
  for (let page = 0; page < SITEMAP_MAX_PAGES; page += 1) {
    const result = await searchArticles({ query: '', page, size: SITEMAP_PAGE_SIZE });
    articles.push(...result.articles);
    // There is more while pageNumber + 1 < totalPages.
    if (result.articles.length === 0 || page + 1 >= result.totalPages) break;
  }
  if (articles.length === 0)
    throw new SitemapSourceError('The content service listed no articles for the sitemap');
  return articles;
}
