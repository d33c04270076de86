import 'server-only';
import { searchResponse } from './article-schemas';
import { getCategoryIndex } from './categories';
import { contentResult, type ContentCallOptions } from './content-request';
import { reshapeArticleSummary } from './reshape';
import { valueOrNull } from '../http/outcome';
import type { SearchResult } from '../types/lists';

export interface SearchOptions extends ContentCallOptions {
  /** A visitor's own search or filter, kept apart from what pages are made of (RequestOptions.oneOff). */
  oneOff?: boolean;
}

export interface SearchQuery {
  query: string;
  page?: number;
  size?: number;
  sort?: string;
}

/**
 * GET /v2/articles/search: data.articles and metadata.pageNumber and totalPages
 * (0-based pages). Absent gives an empty result. Throws UpstreamUnavailableError.
 */
export async function searchArticles(
  search: SearchQuery,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const [body, index] = await Promise.all([
    contentResult('/v2/articles/search', searchResponse, {
      ...options,
      params: { query: search.query, page: search.page ?? 0, size: search.size, sort: search.sort },
    }).then(valueOrNull),
    getCategoryIndex(),
  ]);
  if (!body) return { articles: [], pageNumber: search.page ?? 0, totalPages: 0, totalItems: 0 };
  return {
    articles: body.articles.map((raw) => reshapeArticleSummary(raw, index)),
    pageNumber: body.pageNumber,
    totalPages: body.totalPages,
    totalItems: body.totalItems,
  };
}
