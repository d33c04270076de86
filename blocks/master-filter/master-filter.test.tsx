// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ArticleSummary } from '@/platform/types/article';
import type { Category } from '@/platform/types/category';
import { expectConsole } from '@/test/setup';
import { summaryFixture } from '@/ui/cards/card-fixture';
import { FilterForm } from './filter-form.lazy';
import type { ListRequest } from './list-request';
import { MasterFilterContent } from './master-filter';
import { masterFilterSchema } from './master-filter-schema';
import { masterFilterFixture } from './master-filter.fixture';

const { getCategoryIndex, getFilterableList } = vi.hoisted(() => ({
  getCategoryIndex: vi.fn(),
  getFilterableList: vi.fn(),
}));
vi.mock('@/platform/content/categories', () => ({ getCategoryIndex }));
vi.mock('@/platform/content/filterable-list', () => ({ getFilterableList, FILTERABLE_PAGE_SIZE: 9 }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

// The address's list request, as the filter route would set it for the request.
const request = vi.hoisted(() => ({ current: { filter: [] as string[], page: 1 } as ListRequest }));
vi.mock('./list-request', () => ({ listRequest: () => request.current }));

function result(
  articles: ArticleSummary[],
  pageNumber: number,
  totalPages: number,
  totalItems = articles.length,
) {
  return { articles, pageNumber, totalPages, totalItems };
}

function category(id: string, text: string, children: Category[] = []): Category {
  return {
    id,
    clientId: null,
    text,
    slug: id.replace('cat-', ''),
    parentId: null,
    path: id.replace('cat-', ''),
    lastModified: null,
    tags: [],
    children,
  };
}

const filters = category('cat-whats-on-filters', "What's On Filters", [
  category('cat-filter-event-type', 'Event type', [
    category('cat-filter-flat-racing', 'Flat racing'),
    category('cat-filter-family', 'Family'),
  ]),
  category('cat-filter-season', 'Season', [category('cat-filter-summer', 'Summer')]),
  category('cat-filter-empty', 'Nothing under it'),
]);

function indexOf(...categories: Category[]) {
  return { byId: new Map(categories.map((c) => [c.id, c])), bySlug: new Map() };
}

async function renderFilter(props = masterFilterFixture()) {
  const element = (await MasterFilterContent(props)) as ReactElement | null;
  return render(<>{element}</>);
}

describe('MasterFilterContent', () => {
  // The form's code is a chunk of its own (filter-form.lazy.tsx): loaded once before the tests.
  beforeAll(async () => {
    render(<FilterForm groups={[]} applied={{}} label="Loading" />);
    await screen.findByRole('form', { name: 'Loading' });
    cleanup();
  });

  beforeEach(() => {
    request.current = { filter: [], page: 1 };
    getCategoryIndex.mockReset();
    getFilterableList.mockReset();
  });

  it('shows the title, the filter groups and the first page of the list', async () => {
    getCategoryIndex.mockResolvedValue(indexOf(filters));
    getFilterableList.mockResolvedValue(result([summaryFixture()], 0, 1));
    await renderFilter();
    expect(getFilterableList).toHaveBeenCalledWith({ categoryId: 'cat-whats-on', chosen: [] }, 0);
    expect(screen.getByRole('heading', { level: 2, name: 'What’s on' })).toBeInTheDocument();
    expect(screen.getByText('Filter by type of event, season and time of day.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'What’s on: filters' });
    const eventType = within(form).getByRole('group', { name: 'Event type' });
    expect(within(eventType).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(eventType).getByRole('checkbox', { name: 'Flat racing' })).toBeEnabled();
    expect(within(form).getByRole('group', { name: 'Season' })).toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Nothing under it' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show results' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Gold Cup: twenty-two entries remain' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /load more/i })).not.toBeInTheDocument();
  });

  it("narrows the list to the address's options, one per group, with 'load more' to the next page", async () => {
    request.current = {
      filter: ['filter-flat-racing', 'filter-family', 'filter-summer', 'unknown'],
      page: 2,
      pathname: '/whats-on-page',
    };
    getCategoryIndex.mockResolvedValue(indexOf(filters));
    getFilterableList.mockImplementation((_list: unknown, page: number) =>
      Promise.resolve(
        result(
          Array.from({ length: 9 }, (_, i) =>
            summaryFixture({ id: `a${page}-${i}`, title: `Event ${page}-${i}` }),
          ),
          page,
          3,
          25,
        ),
      ),
    );
    await renderFilter();
    expect(getFilterableList).toHaveBeenCalledWith(
      { categoryId: 'cat-whats-on', chosen: ['cat-filter-family', 'cat-filter-summer'] },
      0,
    );
    expect(getFilterableList).toHaveBeenCalledWith(
      { categoryId: 'cat-whats-on', chosen: ['cat-filter-family', 'cat-filter-summer'] },
      1,
    );
    expect(getFilterableList).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('checkbox', { name: 'Family' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Flat racing' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Summer' })).toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(18);
    expect(screen.getByText('Showing 18 of 25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event 1-0' }).closest('article')).toHaveAttribute(
      'id',
      'filter-page-2',
    );
    expect(screen.getByRole('link', { name: /load more/i })).toHaveAttribute(
      'href',
      '?filter=filter-family&filter=filter-summer&page=3#filter-page-3',
    );
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Show results' })).toBeEnabled();
  });

  it('draws a list of fixtures as their event cards: the day and times, the price and Buy tickets', async () => {
    request.current = { filter: [], page: 2, pathname: '/whats-on-page' };
    getCategoryIndex.mockResolvedValue(indexOf(filters));
    const fixture = (page: number, i: number) =>
      summaryFixture({
        id: `f${page}-${i}`,
        slug: `fixture-${page}-${i}`,
        title: `Fixture ${page}-${i}`,
        kind: 'event',
        event: { start: '2031-06-14', end: null },
        eventCard: {
          contentType: 'CUSTOM',
          customContentType: 'event-card',
          customContent: {
            date_string: '14/6/2031',
            time_string: 'Gates 11:00 · First race 13:30',
            title_string: `Fixture ${page}-${i}`,
            price_string: '25',
            pricecapacity_string: 'From|per adult',
            buyTicketsButton_content: { link: '/tickets', title: 'Buy tickets' },
            secondaryButton_content: { label: 'Hospitality', url: '/hospitality' },
          },
        },
        link: { href: `/racedays/fixture-${page}-${i}`, external: false, newTab: false },
      });
    getFilterableList.mockImplementation((_list: unknown, page: number) =>
      Promise.resolve(
        result(
          Array.from({ length: page === 0 ? 9 : 3 }, (_, i) => fixture(page, i)),
          page,
          2,
          12,
        ),
      ),
    );
    await renderFilter();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(12);
    const first = cards[0]!;
    expect(first).toHaveTextContent('Gates 11:00 · First race 13:30');
    expect(first).toHaveTextContent('From £25 per adult');
    expect(within(first).getByRole('link', { name: /^Buy tickets/ })).toHaveAttribute('href', '/tickets');
    // A list's card keeps to its buy button and its page: the Hospitality button is left to the page.
    expect(within(first).queryByRole('link', { name: /Hospitality/ })).toBeNull();
    // The second load starts at its anchor, for Load more to land on.
    expect(cards[9]).toHaveAttribute('id', 'filter-page-2');
  });

  it('shows the empty state when the filter matches nothing', async () => {
    request.current = { filter: ['filter-summer'], page: 1 };
    getCategoryIndex.mockResolvedValue(indexOf(filters));
    getFilterableList.mockResolvedValue(result([], 0, 0, 0));
    await renderFilter();
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find what you were looking for. Try a different search."),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Summer' })).toBeChecked();
  });

  it('leaves out a part that fails, with a warning', async () => {
    const warn = expectConsole('warn');
    getCategoryIndex.mockRejectedValue(new Error('categories down'));
    getFilterableList.mockResolvedValue({
      articles: [summaryFixture()],
      pageNumber: 0,
      totalPages: 1,
      totalItems: 1,
    });
    await renderFilter();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cat-whats-on-filters'));
  });

  it('renders nothing and warns with neither filters nor articles', async () => {
    const warn = expectConsole('warn');
    getCategoryIndex.mockResolvedValue(indexOf());
    getFilterableList.mockRejectedValue(new Error('search down'));
    expect(await MasterFilterContent(masterFilterFixture())).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('masterFilterSchema', () => {
  it("reads the pack's block", () => {
    expect(
      masterFilterSchema.parse({
        contentType: 'CUSTOM',
        customContentType: 'master-filter-and-indexes',
        customContent: {
          title_string: 'What’s on',
          description_string: 'Filter by type of event, season and time of day.',
          filterCategory_content: { id: 'cat-whats-on-filters' },
          listCategory_content: { id: 'cat-whats-on' },
          componentType_select: 'Index Cards',
        },
      }),
    ).toEqual(masterFilterFixture());
  });

  it('rejects a block with neither category', () => {
    expect(
      masterFilterSchema.safeParse({ customContent: { title_string: 'x', filterCategory_content: {} } })
        .success,
    ).toBe(false);
    expect(masterFilterSchema.safeParse({}).success).toBe(false);
  });
});
