import 'server-only';
import { ListHeader } from '@/features/lists/list-header';
import { parsePage, type PageParam } from '@/features/lists/page-param';
import { Pagination } from '@/features/lists/pagination';
import { CardGrid } from '@/ui/cards/card-grid';
import { EmptyState } from '@/ui/lists/empty-state';
import { loadSearch } from './load-search';
import { SearchForm } from './search-form';
import { MAX_QUERY_LENGTH, normaliseQuery } from './search-query';
import { resultsSummary } from './search-summary';

export const SEARCH_PATH = '/search-results';

export interface SearchResultsPageProps {
  /** The raw `?query=` value. */
  query: string | string[] | undefined;
  /** The raw `?page=` value (1-based). */
  page: PageParam;
}

/** /search-results: the form, then the results of `?query=` with numbered pages. */
export async function SearchResultsPage({ query, page }: SearchResultsPageProps) {
  const text = normaliseQuery(query);
  const results = text ? await loadSearch(text, parsePage(page)) : null;
  return (
    <>
      <ListHeader title="Search results" kicker="Search">
        <SearchForm query={text} maxLength={MAX_QUERY_LENGTH} />
      </ListHeader>
      <div className="container-page py-section">
        {results === null ? (
          <p className="max-w-xl text-lg text-ink/70">
            Search news, race days, hospitality and more: type a few words above and press Search.
          </p>
        ) : (
          <>
            <p className="mb-8 text-lg text-ink/75">
              {resultsSummary(results.totalItems, results.page, results.lastPage)}{' '}
              <q className="font-display font-bold text-turf-950 break-words">{text}</q>
            </p>
            {results.articles.length === 0 ? (
              <EmptyState />
            ) : (
              <>
                <CardGrid articles={results.articles} headingLevel={2} eagerCount={3} />
                <Pagination
                  current={results.page}
                  last={results.lastPage}
                  pathname={SEARCH_PATH}
                  params={{ query: text }}
                  label="Search result pages"
                />
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
