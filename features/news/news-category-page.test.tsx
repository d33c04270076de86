// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { getCategories } from '@/platform/content/categories';
import type { FakeUpstream } from '@/platform/testing/fake-upstream';
import { serveCategories } from '@/platform/testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import type { Category } from '@/platform/types/category';
import { NewsCategoryPage, newsCategoryMetadata } from './news-category-page';
import { serveNewsSearch } from './news-fixtures';
import { activeTabId, getNewsSection } from './news-section';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
  serveCategories(upstream);
  serveNewsSearch(upstream, 32);
});
afterEach(uninstallFakeUpstream);

async function category(slug: string): Promise<Category> {
  const found = (await getCategories()).find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
}

describe('getNewsSection', () => {
  it("gives 'All' for the news parent, then its children by their paths", async () => {
    const section = await getNewsSection();
    expect(section.root?.slug).toBe('news');
    expect(section.tabs).toEqual([
      { id: '1', label: 'All', href: '/news' },
      { id: '2', label: 'Racing', href: '/news/racing' },
      { id: '3', label: 'Community', href: '/news/community' },
    ]);
  });

  it('highlights the tab of the category, or of its nearest ancestor', async () => {
    const { tabs } = await getNewsSection();
    expect(activeTabId(await category('news-racing'), tabs)).toBe('2');
    expect(activeTabId(await category('news'), tabs)).toBe('1');
    expect(activeTabId({ ...(await category('news-racing')), path: 'news/racing/juniors' }, tabs)).toBe('2');
  });
});

describe('NewsCategoryPage', () => {
  it('titles a news category with its name, marks its tab and lists its news', async () => {
    render(await NewsCategoryPage({ category: await category('news-racing'), page: undefined }));
    expect(screen.getByRole('heading', { level: 1, name: 'Racing' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'News categories' });
    expect(within(tabs).getByRole('link', { name: 'Racing' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/news');
    expect(screen.getAllByRole('article')).toHaveLength(18);
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/news/racing?page=2#news-page-2',
    );
  });

  it.each([
    ['-1', 18],
    ['abc', 18],
    ['1e9', 18],
    ['999999', 32],
    [['2', '3'], 24],
  ])('reads the hostile ?page=%j as a page that exists (%i articles)', async (page, shown) => {
    render(await NewsCategoryPage({ category: await category('news-racing'), page }));
    expect(screen.getAllByRole('article')).toHaveLength(shown);
  });

  it("titles the news parent 'News'", async () => {
    render(await NewsCategoryPage({ category: await category('news'), page: '3' }));
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(30);
  });

  it('describes itself for metadata', async () => {
    expect(newsCategoryMetadata(await category('news-racing'))).toMatchObject({ title: 'Racing news' });
    expect(newsCategoryMetadata(await category('news'))).toMatchObject({ title: 'News' });
  });
});
