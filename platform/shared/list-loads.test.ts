import type { ArticleSummary } from '@/platform/types/article';
import { joinListLoads, loadAnchors } from './list-loads';

const load = (...ids: string[]) => ({ articles: ids.map((id) => ({ id }) as ArticleSummary) });

describe('joining the loads of a list', () => {
  it('keeps every article once, in order, and where each later load starts', () => {
    const list = joinListLoads([load('a', 'b'), load('b', 'c'), load('d')], true, 20);
    expect(list.articles.map((article) => article.id)).toEqual(['a', 'b', 'c', 'd']);
    expect([...list.loadStarts]).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect(list.page).toBe(3);
    expect(list.nextPage).toBe(4);
    expect(loadAnchors(list, (page) => `p-${page}`)).toEqual(
      new Map([
        ['c', 'p-2'],
        ['d', 'p-3'],
      ]),
    );
  });

  it('offers nothing more when the list says so, or at the cap', () => {
    expect(joinListLoads([load('a')], false, 20).nextPage).toBeNull();
    expect(joinListLoads([load('a'), load('b')], true, 2).nextPage).toBeNull();
    expect(joinListLoads([], true, 20).page).toBe(1);
  });

  it('gives a load that brought only repeats no anchor', () => {
    const list = joinListLoads([load('a', 'b'), load('a', 'b')], false, 20);
    expect(list.loadStarts.size).toBe(0);
  });
});
