// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import type { FakeUpstream, RecordedCall } from '@/platform/testing/fake-upstream';
import { serveCategories, upstreamArticle } from '@/platform/testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import { EMPTY_TEXT, EMPTY_TITLE } from '@/ui/lists/empty-state';
import { SEARCH_PAGE_SIZE } from './load-search';
import { MAX_QUERY_LENGTH } from './search-query';
import { SearchResultsPage } from './search-results-page';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
});
afterEach(uninstallFakeUpstream);

// Answers `total` matches, SEARCH_PAGE_SIZE a page, whatever the query.
function serveResults(total: number, withTotal = true) {
  upstream.on('GET', '/content/v2/articles/search', (call: RecordedCall) => {
    const page = Number(call.url.searchParams.get('page'));
    const ids = Array.from({ length: total }, (_, i) => i).slice(
      page * SEARCH_PAGE_SIZE,
      (page + 1) * SEARCH_PAGE_SIZE,
    );
    return {
      json: {
        status: 'success',
        data: {
          articles: ids.map((id) =>
            upstreamArticle({ id, slug: `gold-${id}`, heroMedia: { title: `Gold ${id}` } }),
          ),
        },
        metadata: {
          pageNumber: page,
          totalPages: Math.ceil(total / SEARCH_PAGE_SIZE),
          ...(withTotal ? { totalItems: total } : {}),
        },
      },
    };
  });
}

const sentQuery = () => upstream.callsTo('/content/v2/articles/search')[0]?.url.searchParams.get('query');

describe('SearchResultsPage', () => {
  it('without a query shows the form and a prompt, and asks the service nothing', async () => {
    render(await SearchResultsPage({ query: undefined, page: undefined }));
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('');
    expect(screen.getByText(/type a few words above/)).toBeInTheDocument();
    expect(upstream.callsTo('/content/v2/articles/search')).toHaveLength(0);
  });

  it('shows the query, the count and the results, with the form prefilled', async () => {
    serveResults(30);
    render(await SearchResultsPage({ query: ' gold  cup ', page: undefined }));
    expect(sentQuery()).toBe('("gold" AND "cup") AND NOT categories.id:("6")');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('gold cup');
    expect(screen.getByText('30 results for')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SEARCH_PAGE_SIZE);
    const pager = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/search-results?query=gold+cup&page=2',
    );
  });

  it('shows the page asked for', async () => {
    serveResults(30);
    render(await SearchResultsPage({ query: 'gold', page: '3' }));
    expect(upstream.callsTo('/content/v2/articles/search')[0]!.url.searchParams.get('page')).toBe('2');
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('says which page it is when the service gives no count', async () => {
    serveResults(30, false);
    render(await SearchResultsPage({ query: 'gold', page: '2' }));
    expect(screen.getByText('Page 2 of 3 of results for')).toBeInTheDocument();
  });

  it("shows 'No results' when nothing matches", async () => {
    serveResults(0);
    render(await SearchResultsPage({ query: 'zzqx', page: undefined }));
    expect(screen.getByText('0 results for')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: EMPTY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it('sends a hostile query quoted and shown as text', async () => {
    serveResults(0);
    render(await SearchResultsPage({ query: '") OR (x <script>', page: '-1' }));
    expect(sentQuery()).toBe('("\\")" AND "OR" AND "(x" AND "<script>") AND NOT categories.id:("6")');
    expect(screen.getByText('") OR (x <script>')).toBeInTheDocument();
  });

  it(`cuts a 2,000-character query to ${MAX_QUERY_LENGTH}`, async () => {
    serveResults(0);
    render(await SearchResultsPage({ query: 'x'.repeat(2000), page: undefined }));
    expect(sentQuery()).toBe(`("${'x'.repeat(MAX_QUERY_LENGTH)}") AND NOT categories.id:("6")`);
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxlength', String(MAX_QUERY_LENGTH));
  });

  it('lets a failure propagate instead of showing the empty state', async () => {
    upstream.on('GET', '/content/v2/articles/search', { status: 503, json: { status: 'error' } });
    await expect(SearchResultsPage({ query: 'gold', page: undefined })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
  });
});
