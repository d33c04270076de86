// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Category } from '@/platform/types/category';
import { expectConsole } from '@/test/setup';
import { summaryFixture } from '@/ui/cards/card-fixture';
import { MasterFilterContent } from './master-filter';
import { masterFilterSchema } from './master-filter-schema';
import { masterFilterFixture } from './master-filter.fixture';

const { getCategoryIndex, getFilterableList } = vi.hoisted(() => ({
  getCategoryIndex: vi.fn(),
  getFilterableList: vi.fn(),
}));
vi.mock('@/platform/content/categories', () => ({ getCategoryIndex }));
vi.mock('@/platform/content/filterable-list', () => ({ getFilterableList }));

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
  beforeEach(() => {
    getCategoryIndex.mockReset();
    getFilterableList.mockReset();
  });

  it('shows the title, the filter groups as options not yet usable, and the first page of the list', async () => {
    getCategoryIndex.mockResolvedValue(indexOf(filters));
    getFilterableList.mockResolvedValue({
      articles: [summaryFixture()],
      pageNumber: 0,
      totalPages: 1,
      totalItems: 1,
    });
    await renderFilter();
    expect(getFilterableList).toHaveBeenCalledWith(['cat-whats-on']);
    expect(screen.getByRole('heading', { level: 2, name: 'What’s on' })).toBeInTheDocument();
    expect(screen.getByText('Filter by type of event, season and time of day.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'What’s on: filters' });
    const eventType = within(form).getByRole('group', { name: 'Event type' });
    expect(within(eventType).getAllByRole('button')).toHaveLength(2);
    expect(within(eventType).getByRole('button', { name: 'Flat racing' })).toBeDisabled();
    expect(within(form).getByRole('group', { name: 'Season' })).toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Nothing under it' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show results' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Gold Cup: twenty-two entries remain' })).toBeInTheDocument();
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
