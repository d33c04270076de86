import 'server-only';
import { articleListResponse } from './article-schemas';
import { getCategoryIndex } from './categories';
import { linkedIdsParam, type LinkedIdsFilter } from './content-items';
import { contentResult, type ContentCallOptions } from './content-request';
import { reshapeArticleSummary } from './reshape';
import { searchArticles } from './search';
import { relatedQuery } from './search-queries';
import type { QueryParams } from '../http/url';
import type { Article, ArticleSummary } from '../types/article';

/** A related block shows at most 10 articles unless it sets its own max. */
export const RELATED_BLOCK_MAX = 10;
/** An article page shows 6 related articles. */
export const RELATED_ON_ARTICLE_PAGE = 6;

export interface RelatedQuery {
  articleIds?: readonly string[];
  tags?: readonly string[];
  categoryIds?: readonly string[];
  linkedIds?: readonly LinkedIdsFilter[];
  max?: number;
  /** Articles never listed (the page the block is on): asked for beyond max, so max can still be met. */
  excludeIds?: readonly string[];
}

/**
 * The related block: one GET /v2/articles per criterion given (articleId, tags, categoryId, linkedIds),
 * merged in that order, duplicate ids removed, kept up to max. A criterion whose call fails is skipped; when
 * every call fails the first error is thrown.
 */
export async function getRelatedArticles(
  query: RelatedQuery,
  options: ContentCallOptions = {},
): Promise<ArticleSummary[]> {
  const max = query.max ?? RELATED_BLOCK_MAX;
  const linkedIds = linkedIdsParam(query.linkedIds);
  const candidates: (QueryParams | null)[] = [
    query.articleIds?.length ? { articleId: query.articleIds } : null,
    query.tags?.length ? { tags: query.tags } : null,
    query.categoryIds?.length ? { categoryId: query.categoryIds } : null,
    linkedIds ? { linkedIds } : null,
  ];
  const criteria = candidates.filter((params) => params !== null);
  if (criteria.length === 0 || max <= 0) return [];

  const excluded = new Set(query.excludeIds ?? []);
  const size = max + excluded.size;
  const [results, index] = await Promise.all([
    Promise.all(
      criteria.map((params) =>
        contentResult('/v2/articles', articleListResponse, { ...options, params: { ...params, size } }),
      ),
    ),
    getCategoryIndex(),
  ]);
  const failures = results.flatMap((result) => (result.kind === 'failed' ? [result.error] : []));
  if (failures.length === results.length && failures[0]) throw failures[0];

  const seen = new Set<string>(excluded);
  const merged: ArticleSummary[] = [];
  for (const result of results) {
    if (result.kind !== 'ok') continue;
    for (const raw of result.value.data) {
      if (seen.has(raw.id) || merged.length >= max) continue;
      seen.add(raw.id);
      merged.push(reshapeArticleSummary(raw, index));
    }
  }
  return merged;
}

/**
 * Related articles on an article page: a search of size 6 for the same display category and not this article.
 * None without a display category. Throws UpstreamUnavailableError.
 */
export async function getRelatedForArticle(
  article: Pick<Article, 'id' | 'displayCategory'>,
): Promise<ArticleSummary[]> {
  if (!article.displayCategory) return [];
  const result = await searchArticles({
    query: relatedQuery(article.displayCategory.id, article.id),
    size: RELATED_ON_ARTICLE_PAGE,
  });
  return result.articles.filter((candidate) => candidate.id !== article.id);
}
