import type { ArticleSummary } from '@/platform/types/article';

/**
 * The tag an editor gives an article that must not be found through search engines (the block
 * showcase, test fixtures, drafts kept live for review). Matched without regard to case, as the content
 * service gives a tag's label.
 */
export const NO_INDEX_TAG = 'noindex';

/** True when the article is tagged to stay out of search engines and the sitemap. */
export function isNoIndex(article: Pick<ArticleSummary, 'tags'>): boolean {
  return article.tags.some((tag) => tag.trim().toLowerCase() === NO_INDEX_TAG);
}
