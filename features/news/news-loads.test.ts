import type { ArticleSummary } from '@/platform/types/article';
import type { NewsPageState } from '@/platform/types/lists';
import { joinLoads, loadsToFetch, MAX_NEWS_LOADS } from './news-loads';

function load(pageNumber: number, ids: string[], totalPages: number): NewsPageState {
  return {
    articles: ids.map((id) => ({ id }) as ArticleSummary),
    pageNumber,
    totalPages,
    initialLoadDone: true,
    additionalArticlesToFetch: pageNumber + 1 < totalPages,
    isFetchingAdditionalArticles: false,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => String(from + i));

describe('loadsToFetch', () => {
  it('fetches as many loads as the page asks for, within what exists', () => {
    expect(loadsToFetch(1, 4)).toBe(1);
    expect(loadsToFetch(3, 4)).toBe(3);
    expect(loadsToFetch(9, 4)).toBe(4);
  });

  it('fetches the first load of an empty list', () => {
    expect(loadsToFetch(5, 0)).toBe(1);
  });

  it('never fans out past the cap', () => {
    expect(loadsToFetch(5000, 10000)).toBe(MAX_NEWS_LOADS);
  });
});

describe('joinLoads', () => {
  it('offers the next page while pageNumber + 1 < totalPages', () => {
    const view = joinLoads([load(0, range(0, 18), 4)]);
    expect(view.articles).toHaveLength(18);
    expect(view).toMatchObject({ page: 1, nextPage: 2 });
  });

  it('joins loads in order and marks where each later load starts', () => {
    const view = joinLoads([load(0, range(0, 18), 4), load(1, range(18, 24), 4), load(2, range(24, 30), 4)]);
    expect(view.articles.map((a) => a.id)).toEqual(range(0, 30));
    expect([...view.loadStarts]).toEqual([
      [2, 18],
      [3, 24],
    ]);
    expect(view).toMatchObject({ page: 3, nextPage: 4 });
  });

  it('offers nothing more after the last load', () => {
    const view = joinLoads([load(0, range(0, 18), 2), load(1, range(18, 20), 2)]);
    expect(view.nextPage).toBeNull();
  });

  it('shows an article that moved between loads once', () => {
    const view = joinLoads([load(0, ['a', 'b'], 2), load(1, ['b', 'c'], 2)]);
    expect(view.articles.map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(view.loadStarts.get(2)).toBe(2);
  });

  it('stops offering more at the cap', () => {
    const loads = Array.from({ length: MAX_NEWS_LOADS }, (_, n) => load(n, [`x${n}`], 100));
    expect(joinLoads(loads).nextPage).toBeNull();
  });
});
