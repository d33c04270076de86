// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import type { FakeUpstream } from '@/platform/testing/fake-upstream';
import { serveCategories } from '@/platform/testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import { EMPTY_TEXT, EMPTY_TITLE } from '@/ui/lists/empty-state';
import { serveNewsSearch } from './news-fixtures';
import { loadNewsList, NewsListView } from './news-list';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
});
afterEach(uninstallFakeUpstream);

async function renderList(page: number) {
  return render(<NewsListView view={await loadNewsList('2', page)} basePath="/news/racing" />);
}

describe('NewsList', () => {
  beforeEach(() => serveNewsSearch(upstream, 32));

  it('opens with a news grid whose first card is the feature, then the rest: 18 in all', async () => {
    await renderList(1);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(18);
    expect(cards[0]).toHaveAttribute('data-variant', 'feature');
    expect(cards.slice(1).every((card) => card.dataset.variant === 'default')).toBe(true);
    expect(within(cards[0]!).getByRole('link')).toHaveAccessibleName('Story 0');
  });

  it("links 'load more' to the next page, at the anchor of its first new card", async () => {
    await renderList(1);
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/news/racing?page=2#news-page-2',
    );
  });

  it('?page=2 shows 24 with the anchor on the 19th card, and offers page 3', async () => {
    await renderList(2);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(24);
    expect(cards[18]).toHaveAttribute('id', 'news-page-2');
    expect(within(cards[18]!).getByRole('link')).toHaveAccessibleName('Story 18');
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/news/racing?page=3#news-page-3',
    );
  });

  it('the last page shows every article and no load more', async () => {
    await renderList(4);
    expect(screen.getAllByRole('article')).toHaveLength(32);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('NewsList without articles', () => {
  it('shows the empty state for a category with no articles', async () => {
    serveNewsSearch(upstream, 0);
    await renderList(1);
    expect(screen.getByRole('heading', { name: EMPTY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it('lets a failure propagate instead of showing the empty state', async () => {
    upstream.on('GET', '/content/v2/articles/search', { status: 503, json: { status: 'error' } });
    await expect(loadNewsList('2', 1)).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });
});
