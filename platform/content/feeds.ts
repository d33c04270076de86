import 'server-only';
import { articleListResponse } from './article-schemas';
import { getCategoryIndex } from './categories';
import { contentResult, type ContentCallOptions } from './content-request';
import { reshapeArticleSummary } from './reshape';
import { valueOrNull } from '../http/outcome';
import { segment } from '../http/url';
import type { Feed } from '../types/lists';

export interface FeedPage {
  page?: number;
  size?: number;
}

/**
 * GET /v1/feeds/{sourceSystemId}/execute (the articles are data.articles): the feed, or null when
 * absent. Throws UpstreamUnavailableError; a batch of feeds catches it per feed and skips that feed.
 */
export async function executeFeed(
  sourceSystemId: string,
  page: FeedPage = {},
  options: ContentCallOptions = {},
): Promise<Feed | null> {
  const [body, index] = await Promise.all([
    contentResult(`/v1/feeds/${segment(sourceSystemId)}/execute`, articleListResponse, {
      ...options,
      params: { page: page.page, size: page.size },
    }).then(valueOrNull),
    getCategoryIndex(),
  ]);
  return body ? { articles: body.data.map((raw) => reshapeArticleSummary(raw, index)) } : null;
}
