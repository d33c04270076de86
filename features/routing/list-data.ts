import 'server-only';
import { loadCategoryList } from '@/features/lists/category-list-page';
import { parsePage } from '@/features/lists/page-param';
import { loadNewsList } from '@/features/news/news-list';
import { MAX_NEWS_LOADS } from '@/features/news/news-loads';
import { getNewsSection } from '@/features/news/news-section';
import { loadSearch } from '@/features/search/load-search';
import { normaliseQuery } from '@/features/search/search-query';
import type { PageMatch } from './match-page';

type Found = Exclude<PageMatch, { kind: 'not-found' }>;

/**
 * Loads what a list page shows (a news or category list, all news, search results), so the proxy can
 * answer the 503 page when the content service cannot give it: a page that throws while rendering gets
 * an empty shell from Next (docs/decisions/0004). The page then renders from the platform cache.
 * Throws UpstreamUnavailableError.
 */
export async function loadListData(match: Found, params: URLSearchParams): Promise<void> {
  const page = params.get('page') ?? undefined;
  if (match.kind === 'category') {
    await loadCategoryList(match.category, page, params.getAll('filter'));
  } else if (match.kind === 'news' && match.category) {
    await Promise.all([getNewsSection(), loadNewsList(match.category.id, parsePage(page, MAX_NEWS_LOADS))]);
  } else if (match.kind === 'screen' && match.name === 'news') {
    const { root } = await getNewsSection();
    if (root) await loadNewsList(root.id, parsePage(page, MAX_NEWS_LOADS));
  } else if (match.kind === 'screen' && match.name === 'search-results') {
    const text = normaliseQuery(params.get('query') ?? undefined);
    if (text) await loadSearch(text, parsePage(page));
  }
}
