import type { SearchResult } from '@/platform/types/lists';
import { summaryFixture } from '@/ui/cards/card-fixture';
import { joinFilteredLoads, loadFilteredList, MAX_FILTER_LOADS } from './filtered-list';

const { getFilterableList } = vi.hoisted(() => ({ getFilterableList: vi.fn() }));
vi.mock('@/platform/content/filterable-list', () => ({ getFilterableList, FILTERABLE_PAGE_SIZE: 9 }));

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
    getFilterableList.mockImplementation((_list: unknown, page: number) =>
      Promise.resolve(load(page, 9, 27)),
    );
    const list = { categoryId: 'a', chosen: ['b'] };
    await loadFilteredList(list, 500);
    expect(getFilterableList.mock.calls).toEqual([
      [list, 0],
      [list, 1],
      [list, 2],
    ]);
  });

  describe('a list of events (What’s on): a fixture list', () => {
    const TODAY = () => new Date('2026-11-26T10:00:00Z');
    // 12 meetings over two loads, newest published first; the one on 20 November is over.
    const days = ['12-20', '11-20', '12-01', '11-28', '01-10', '12-27', '12-06', '11-27', '02-14', '12-13'];
    const meetings = [...days, '03-01', '11-26'].map((monthDay, i) => {
      const year = monthDay.startsWith('0') ? 2027 : 2026;
      return summaryFixture({
        id: `m${i}`,
        kind: 'event',
        event: { start: `${year}-${monthDay}`, end: null },
      });
    });
    const fixtureLoad = (page: number): SearchResult => ({
      articles: meetings.slice(page * 9, page * 9 + 9),
      pageNumber: page,
      totalPages: 2,
      totalItems: meetings.length,
    });
    const starts = (list: { articles: { event: { start: string } | null }[] }) =>
      list.articles.map((article) => article.event?.start);

    it('reads the whole list and shows the first 9 meetings still to come, soonest first', async () => {
      getFilterableList.mockImplementation((_list: unknown, page: number) =>
        Promise.resolve(fixtureLoad(page)),
      );
      const list = await loadFilteredList({ categoryId: 'whats-on', chosen: [] }, 1, TODAY);
      expect(starts(list)).toEqual([
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-12-01',
        '2026-12-06',
        '2026-12-13',
        '2026-12-20',
        '2026-12-27',
        '2027-01-10',
      ]);
      expect(list.totalItems).toBe(11);
      expect(list.nextPage).toBe(2);
    });

    it('Load more adds the rest in date order, and the meeting that is over never shows', async () => {
      getFilterableList.mockImplementation((_list: unknown, page: number) =>
        Promise.resolve(fixtureLoad(page)),
      );
      const list = await loadFilteredList({ categoryId: 'whats-on', chosen: [] }, 2, TODAY);
      expect(starts(list).slice(9)).toEqual(['2027-02-14', '2027-03-01']);
      expect(starts(list)).not.toContain('2026-11-20');
      expect(list.loadStarts.get(2)).toBe(9);
      expect(list.nextPage).toBeNull();
    });
  });
});
