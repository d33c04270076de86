import type { ArticleSummary } from '@/platform/types/article';
import type { SearchResult } from '@/platform/types/lists';
import { loadPage, rangeText } from './paged-result';

const article = (id: string) => ({ id }) as ArticleSummary;

// A list of `total` articles served `size` a page, 0-based, as the content service does.
function pagedList(total: number, size: number) {
  const calls: number[] = [];
  const load = async (index: number): Promise<SearchResult> => {
    calls.push(index);
    const ids = Array.from({ length: total }, (_, i) => String(i)).slice(index * size, index * size + size);
    return {
      articles: ids.map(article),
      pageNumber: index,
      totalPages: Math.ceil(total / size),
      totalItems: total,
    };
  };
  return { load, calls };
}

describe('loadPage', () => {
  it('asks the service for the 0-based page of a 1-based page number', async () => {
    const list = pagedList(20, 9);
    const paged = await loadPage(list.load, 2);
    expect(list.calls).toEqual([1]);
    expect(paged).toMatchObject({ page: 2, lastPage: 3, totalItems: 20 });
    expect(paged.articles.map((a) => a.id)).toEqual(['9', '10', '11', '12', '13', '14', '15', '16', '17']);
  });

  it('shows the last page for a page past the end, never an empty list', async () => {
    const list = pagedList(20, 9);
    const paged = await loadPage(list.load, 40);
    expect(list.calls).toEqual([39, 2]);
    expect(paged).toMatchObject({ page: 3, lastPage: 3 });
    expect(paged.articles.map((a) => a.id)).toEqual(['18', '19']);
  });

  it('gives an empty list one page', async () => {
    const list = pagedList(0, 9);
    expect(await loadPage(list.load, 5)).toMatchObject({ articles: [], page: 1, lastPage: 1 });
  });

  it('lets a failed call reject', async () => {
    const error = new Error('upstream down');
    await expect(loadPage(() => Promise.reject(error), 1)).rejects.toBe(error);
  });
});

describe('rangeText', () => {
  it('says which articles a page shows', () => {
    const articles = ['a', 'b'].map(article);
    expect(rangeText({ articles, page: 3, lastPage: 3, totalItems: 20 }, 9)).toBe('Showing 19–20 of 20');
    expect(rangeText({ articles, page: 1, lastPage: 1, totalItems: null }, 9)).toBeNull();
    expect(rangeText({ articles: [], page: 1, lastPage: 1, totalItems: 0 }, 9)).toBeNull();
  });
});
