// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import type { FakeUpstream } from '@/platform/testing/fake-upstream';
import { serveCategories, upstreamArticle } from '@/platform/testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import type { Category } from '@/platform/types/category';
import { EMPTY_TEXT, EMPTY_TITLE } from '@/ui/lists/empty-state';
import { CategoryListPage, categoryListMetadata } from './category-list-page';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
});
afterEach(uninstallFakeUpstream);

const racedays: Category = {
  id: '4',
  clientId: 'FURLONG',
  text: 'Racedays',
  slug: 'racedays',
  parentId: null,
  path: 'racedays',
  lastModified: null,
  tags: [],
  children: [],
};

// The filterable list's search: 9 a page of `total` single-page articles.
function serveList(total: number, video = false) {
  upstream.on('GET', '/content/v2/articles/search', (call) => {
    const page = Number(call.url.searchParams.get('page'));
    const size = Number(call.url.searchParams.get('size'));
    const ids = Array.from({ length: total }, (_, i) => i).slice(page * size, page * size + size);
    return {
      json: {
        status: 'success',
        data: {
          articles: ids.map((id) =>
            upstreamArticle({
              id,
              slug: `day-${id}`,
              heroMedia: video
                ? {
                    title: `Replay ${id}`,
                    content: { contentType: 'VIDEO', sourceSystem: 'STREAM', sourceSystemId: `1_v${id}` },
                    videoThumbnail: { url: 'https://img.test/v.jpg' },
                  }
                : { title: `Raceday ${id}`, image: { url: 'https://img.test/d.jpg' } },
            }),
          ),
        },
        metadata: { pageNumber: page, totalPages: Math.ceil(total / size), totalItems: total },
      },
    };
  });
}

function searchCall(n: number) {
  return upstream.callsTo('/content/v2/articles/search')[n]!.url.searchParams;
}

describe('CategoryListPage', () => {
  it('shows the title and the first 9 articles of the category, with numbered pages', async () => {
    serveList(20);
    render(await CategoryListPage({ category: racedays, page: undefined }));
    expect(screen.getByRole('heading', { level: 1, name: 'Racedays' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(searchCall(0).get('query')).toBe('categories.id:(4)');
    expect(searchCall(0).get('size')).toBe('9');
    expect(searchCall(0).get('page')).toBe('0');
    expect(screen.getByText('Showing 1–9 of 20')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Racedays pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/racedays?page=2');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/racedays?page=3');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/racedays?page=2',
    );
  });

  it('leads the first page of a list of videos with a featured video, and only the first', async () => {
    serveList(12, true);
    const video = { ...racedays, id: '9', text: 'Video', slug: 'video', path: 'video' };
    const first = render(await CategoryListPage({ category: video, page: undefined }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(9);
    expect(cards[0]).toHaveAttribute('data-variant', 'feature');
    expect(cards[0]).toHaveTextContent('Replay 0');
    expect(cards.slice(1).every((card) => card.getAttribute('data-variant') === 'default')).toBe(true);
    first.unmount();
    render(await CategoryListPage({ category: video, page: '2' }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('data-variant'))).toEqual([
      'default',
      'default',
      'default',
    ]);
  });

  it('draws no feature for a list of racedays', async () => {
    serveList(20);
    render(await CategoryListPage({ category: racedays, page: undefined }));
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-variant', 'default');
  });

  it('?page=3 asks for the third page and shows what is left', async () => {
    serveList(20);
    render(await CategoryListPage({ category: racedays, page: '3' }));
    expect(searchCall(0).get('page')).toBe('2');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/racedays?page=2');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it.each([['-1'], ['abc'], ['1e9'], [['1', '2']]])('reads the hostile ?page=%j as page 1', async (page) => {
    serveList(20);
    render(await CategoryListPage({ category: racedays, page }));
    expect(searchCall(0).get('page')).toBe('0');
    expect(screen.getAllByRole('article')).toHaveLength(9);
  });

  it('shows the last page for a page past the end', async () => {
    serveList(20);
    render(await CategoryListPage({ category: racedays, page: '99' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows 'No results' and no pager for a category without articles", async () => {
    serveList(0);
    render(await CategoryListPage({ category: racedays, page: undefined }));
    expect(screen.getByRole('heading', { name: EMPTY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  describe('with child categories', () => {
    const child = (id: string, text: string, children: Category[] = []): Category => ({
      ...racedays,
      id,
      text,
      slug: text.toLowerCase().replace(/ /g, '-'),
      parentId: '4',
      children,
    });
    const withLeaves = { ...racedays, children: [child('41', 'Flat'), child('42', 'Jump')] };

    it('offers its children as one group of options above the list', async () => {
      serveList(3);
      render(await CategoryListPage({ category: withLeaves, page: undefined }));
      const filter = screen.getByRole('form', { name: 'Racedays: filters' });
      expect(within(filter).getByRole('group', { name: 'Category' })).toBeInTheDocument();
      expect(within(filter).getByRole('checkbox', { name: 'Flat' })).not.toBeChecked();
      expect(within(filter).getByRole('checkbox', { name: 'Jump' })).not.toBeChecked();
      expect(searchCall(0).get('query')).toBe('categories.id:(4)');
    });

    it('narrows the list to the chosen child and keeps the filter in the page links', async () => {
      serveList(20);
      render(await CategoryListPage({ category: withLeaves, page: '2', filter: 'jump' }));
      expect(screen.getByRole('checkbox', { name: 'Jump' })).toBeChecked();
      expect(searchCall(0).get('query')).toBe('categories.id:(4 AND 42)');
      const pager = screen.getByRole('navigation', { name: 'Racedays pages' });
      expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
        'href',
        '/racedays?filter=jump&page=3',
      );
      expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'href',
        '/racedays?filter=jump',
      );
    });

    it('makes grandchildren options of their parent groups, one choice per group', async () => {
      serveList(3);
      const grouped = {
        ...racedays,
        children: [
          child('5', 'Type', [child('51', 'Flat'), child('52', 'Jump')]),
          child('6', 'Season', [child('61', 'Summer')]),
        ],
      };
      render(
        await CategoryListPage({ category: grouped, page: undefined, filter: ['flat', 'jump', 'summer'] }),
      );
      expect(screen.getByRole('group', { name: 'Type' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Jump' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Flat' })).not.toBeChecked();
      expect(searchCall(0).get('query')).toBe('categories.id:(4 AND 52 AND 61)');
    });

    it('is kept out of the search index when filtered', () => {
      expect(categoryListMetadata(withLeaves, true).robots).toEqual({ index: false, follow: true });
    });
  });

  describe('a list of events: a fixture list', () => {
    // Fourteen meetings, published newest first, two of them over by "today" (26 November 2026).
    const TODAY = new Date('2026-11-26T10:00:00Z');
    const day = (offset: number) => {
      const date = new Date(TODAY.getTime() + offset * 86_400_000);
      return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
    };
    const offsets = [30, -3, 2, 45, 7, 60, 1, -20, 14, 21, 28, 35, 50, 90];

    function serveFixtures() {
      upstream.on('GET', '/content/v2/articles/search', (call) => {
        const page = Number(call.url.searchParams.get('page'));
        const size = Number(call.url.searchParams.get('size'));
        const shown = offsets.slice(page * size, page * size + size);
        return {
          json: {
            status: 'success',
            data: {
              articles: shown.map((offset) =>
                upstreamArticle({
                  id: `m${offset}`,
                  slug: `meeting-${offset}`,
                  heroMedia: { title: `Meeting ${offset}`, image: { url: 'https://img.test/d.jpg' } },
                  publishDate: '2026-10-01T10:00:00Z',
                  content: [
                    {
                      contentType: 'CUSTOM',
                      customContentType: 'event-card',
                      customContent: { date_string: day(offset) },
                    },
                  ],
                }),
              ),
            },
            metadata: {
              pageNumber: page,
              totalPages: Math.ceil(offsets.length / size),
              totalItems: offsets.length,
            },
          },
        };
      });
    }

    beforeEach(() => vi.useFakeTimers({ now: TODAY, toFake: ['Date'] }));
    afterEach(() => vi.useRealTimers());

    const titles = () =>
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

    it('shows the meetings still to come, soonest first, each with its date and no read time', async () => {
      serveFixtures();
      render(await CategoryListPage({ category: racedays, page: undefined }));
      expect(titles()).toEqual([1, 2, 7, 14, 21, 28, 30, 35, 45].map((offset) => `Meeting ${offset}`));
      const first = screen.getAllByRole('article')[0]!;
      expect(within(first).getByText('27 Nov')).toHaveAttribute('dateTime', '2026-11-27');
      expect(screen.queryByText(/min read/)).not.toBeInTheDocument();
      expect(screen.getByText('Showing 1–9 of 12')).toBeInTheDocument();
    });

    it('pages the ordered list on our side, leaving out the meetings that are over', async () => {
      serveFixtures();
      render(await CategoryListPage({ category: racedays, page: '2' }));
      expect(titles()).toEqual(['Meeting 50', 'Meeting 60', 'Meeting 90']);
      expect(screen.getByText('Showing 10–12 of 12')).toBeInTheDocument();
      expect(screen.queryByText(/Meeting -/)).not.toBeInTheDocument();
    });
  });

  it('lets a failure propagate instead of showing the empty state', async () => {
    upstream.on('GET', '/content/v2/articles/search', { status: 502, json: { status: 'error' } });
    await expect(CategoryListPage({ category: racedays, page: undefined })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
  });

  it('describes itself for metadata', () => {
    expect(categoryListMetadata(racedays)).toEqual({
      title: 'Racedays',
      description: 'Racedays at Furlong: every article, newest first.',
    });
  });
});
