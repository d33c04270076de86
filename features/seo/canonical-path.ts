import 'server-only';
import { HOME_SLUG } from '@/features/routing/match-page';
import type { ArticleSummary } from '@/platform/types/article';

/**
 * The one path an article is published at: its resolved link, and '/' for the home
 * article, which /home also serves. Null for an article whose link leaves the site.
 */
export function canonicalPath(article: Pick<ArticleSummary, 'slug' | 'link'>): string | null {
  if (article.slug === HOME_SLUG) return '/';
  return article.link.external ? null : article.link.href;
}
