import type { ArticleSummary } from '@/platform/types/article';
import type { SearchResult } from '@/platform/types/lists';

/** One page of a numbered list, in the site's 1-based counting. */
export interface PagedArticles {
  articles: ArticleSummary[];
  /** 1-based, within 1..lastPage. */
  page: number;
  /** 1 for an empty list. */
  lastPage: number;
  /** How many articles match in all, when the service says. */
  totalItems: number | null;
}

/**
 * Loads the asked page of a 0-based paged search; a page past the end (a stale or hand-made link)
 * shows the last page rather than an empty list that would read as 'No results'.
 * `load` throws UpstreamUnavailableError, which is left to propagate.
 */
export async function loadPage(
  load: (index: number) => Promise<SearchResult>,
  page: number,
): Promise<PagedArticles> {
  let index = page - 1;
  let result = await load(index);
  const lastIndex = Math.max(0, result.totalPages - 1);
  if (result.articles.length === 0 && index > lastIndex && result.totalPages > 0) {
    index = lastIndex;
    result = await load(index);
  }
  // A page that came back with articles exists, whatever the metadata says.
  const lastPage = Math.max(1, result.totalPages, result.articles.length > 0 ? index + 1 : 1);
  return {
    articles: result.articles,
    page: Math.min(index + 1, lastPage),
    lastPage,
    totalItems: result.totalItems,
  };
}

/** One page of a list held whole; a page past the end shows the last page, as `loadPage` does. */
export function pageOfList(
  articles: readonly ArticleSummary[],
  page: number,
  pageSize: number,
): PagedArticles {
  const lastPage = Math.max(1, Math.ceil(articles.length / pageSize));
  const shown = Math.min(Math.max(1, Math.floor(page)), lastPage);
  return {
    articles: articles.slice((shown - 1) * pageSize, shown * pageSize),
    page: shown,
    lastPage,
    totalItems: articles.length,
  };
}

/** "Showing 10–18 of 20": the range of a page, or null when the total is unknown or nothing shows. */
export function rangeText(paged: PagedArticles, pageSize: number): string | null {
  if (paged.articles.length === 0 || paged.totalItems === null) return null;
  const first = (paged.page - 1) * pageSize + 1;
  const last = first + paged.articles.length - 1;
  return `Showing ${first}–${last} of ${paged.totalItems}`;
}
