import 'server-only';
import { cache } from 'react';
import { articleListResponse, singleArticleResponse } from './article-schemas';
import { getCategoryIndex } from './categories';
import { contentResult, type ContentCallOptions, type ContentRequest } from './content-request';
import { reshapeArticle, reshapeArticleSummary } from './reshape';
import { valueOrNull } from '../http/outcome';
import { segment } from '../http/url';
import type { Article, ArticleSummary } from '../types/article';

async function loadArticle(path: string, options: ContentRequest = {}): Promise<Article | null> {
  const [body, index] = await Promise.all([
    contentResult(path, singleArticleResponse, options).then(valueOrNull),
    getCategoryIndex(),
  ]);
  return body?.data ? reshapeArticle(body.data, index) : null;
}

/**
 * GET /v2/articles/slug/{slug} (the article is data.article): the article, or null when
 * absent. Shared by generateMetadata and the page. Throws UpstreamUnavailableError.
 */
export const getArticleBySlug = cache((slug: string): Promise<Article | null> =>
  loadArticle(`/v2/articles/slug/${segment(slug)}`),
);

/**
 * The article as the content service gives it to the holder of `token` (a signed-in fan: a members-only
 * article's body when the fan may read it), never cached, kept or shared. Throws UpstreamUnavailableError.
 */
export function getArticleForReader(slug: string, token: string): Promise<Article | null> {
  return loadArticle(`/v2/articles/slug/${segment(slug)}`, { token, noCache: true });
}

/**
 * The article an editor previews: its unpublished version when it has one, else the published one
 * (the content service's preview request), never cached; null when neither exists.
 * Throws UpstreamUnavailableError.
 */
export function getPreviewBySlug(slug: string): Promise<Article | null> {
  return loadArticle(`/v2/articles/slug/${segment(slug)}`, { preview: true });
}

export interface ListArticlesQuery {
  categorySlug?: string;
  singlePage?: boolean;
  page?: number;
  size?: number;
}

/** GET /v2/articles: a list, empty when absent. Throws UpstreamUnavailableError. */
export async function listArticles(
  query: ListArticlesQuery = {},
  options: ContentCallOptions = {},
): Promise<ArticleSummary[]> {
  const [body, index] = await Promise.all([
    contentResult('/v2/articles', articleListResponse, {
      ...options,
      params: {
        categorySlug: query.categorySlug,
        singlePage: query.singlePage,
        page: query.page,
        size: query.size,
      },
    }).then(valueOrNull),
    getCategoryIndex(),
  ]);
  return (body?.data ?? []).map((raw) => reshapeArticleSummary(raw, index));
}
