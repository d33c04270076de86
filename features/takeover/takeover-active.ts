import 'server-only';
import { getPromotionArticles } from '@/platform/content/promotions';
import type { ArticleSummary } from '@/platform/types/article';

/**
 * The takeover's articles (it runs while any exist; asked for with page size 5). When the content
 * service fails with nothing cached, no takeover: a visitor is never locked out of the site by it.
 */
export async function takeoverArticles(): Promise<ArticleSummary[]> {
  return (await takeoverArticlesIfKnown()) ?? [];
}

/** The takeover's articles, or null when the content service could not say (failing, nothing cached). */
export async function takeoverArticlesIfKnown(): Promise<ArticleSummary[] | null> {
  try {
    return await getPromotionArticles();
  } catch (error) {
    console.warn('Takeover articles unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}
