import type { SearchResult } from '@/platform/types/lists';
import { summaryFixture } from '@/ui/cards/card-fixture';
import { joinFilteredLoads, loadFilteredList, MAX_FILTER_LOADS } from './filtered-list';

const { getFilterableList } = vi.hoisted(() => ({ getFilterableList: vi.fn() }));
vi.mock('@/platform/content/filterable-list', () => ({ getFilterableList }));

function load(pageNumber: number, count: number, totalItems: number | null, totalPages = 3): SearchResult {
  const articles = Array.from({ length: count }, (_, i) => summaryFixture({ id: `${pageNumber}-${i}` }));
  return { articles, pageNumber, totalPages, totalItems };
}

describe('joinFilteredLoads', () => {
  it('offers more while fewer are loaded than the service counts', () => {
    expect(joinFilteredLoads([load(0, 9, 20)]).nextPage).toBe(2);
    const two = joinFilteredLoads([load(0, 9, 20), load(1, 9, 20)]);
    expect(two.articles).toHaveLength(18);
    expect(two.loadStarts.get(2)).toBe(9);
    expect(two.nextPage).toBe(3);
    expect(joinFilteredLoads([load(0, 9, 20), load(1, 9, 20), load(2, 2, 20)]).nextPage).toBeNull();
  });

  it('falls back to the page count without a total, and stops at an empty load or the cap', () => {
    expect(joinFilteredLoads([load(0, 9, null, 2)]).nextPage).toBe(2);
    expect(joinFilteredLoads([load(0, 9, null, 1)]).nextPage).toBeNull();
    expect(joinFilteredLoads([load(0, 0, 50)]).nextPage).toBeNull();
    const capped = Array.from({ length: MAX_FILTER_LOADS }, (_, i) => load(i, 9, 1000, 200));
    expect(joinFilteredLoads(capped).nextPage).toBeNull();
  });

  it('shows an article that moved between two loads once', () => {
    const first = load(0, 2, 4);
    const second = { ...load(1, 2, 4), articles: [first.articles[1]!, summaryFixture({ id: 'new' })] };
    expect(joinFilteredLoads([first, second]).articles.map((a) => a.id)).toEqual(['0-0', '0-1', 'new']);
  });
});

describe('loadFilteredList', () => {
  beforeEach(() => getFilterableList.mockReset());

  it('fetches loads 0..N-1, never past the last page or the cap', async () => {
    getFilterableList.mockImplementation((_ids: string[], page: number) =>
      Promise.resolve(load(page, 9, 27)),
    );
    await loadFilteredList(['a', 'b'], 500);
    expect(getFilterableList.mock.calls).toEqual([
      [['a', 'b'], 0],
      [['a', 'b'], 1],
      [['a', 'b'], 2],
    ]);
  });
});
