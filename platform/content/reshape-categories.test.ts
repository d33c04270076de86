import { MAX_CATEGORY_DEPTH } from './category-ancestry';
import { reshapeCategories, toFilterCategories } from './reshape-categories';
import { upstreamCategory } from './upstream-schemas';
import type { Category } from '../types/category';

const parse = (raw: readonly unknown[]) => raw.map((category) => upstreamCategory.parse(category));

// Every category reached once from the roots, each child under the parent it names.
function walkTree(roots: readonly Category[]): string[] {
  const seen: string[] = [];
  const stack = [...roots];
  while (stack.length > 0 && seen.length <= 100_000) {
    const category = stack.pop()!;
    seen.push(category.id);
    for (const child of category.children) {
      expect(child.parentId).toBe(category.id);
      stack.push(child);
    }
  }
  return seen;
}

describe('reshapeCategories with categories no one should have written', () => {
  it('makes a category that is its own parent a top-level one', () => {
    const { all, roots } = reshapeCategories(parse([{ id: 'a', slug: 'a', parentId: 'a' }]));
    expect(all.map((c) => [c.id, c.parentId, c.path])).toEqual([['a', null, 'a']]);
    expect(walkTree(roots)).toEqual(['a']);
  });

  it('builds a tree from parents in a loop, A under B under A, cut where the loop is found', () => {
    const { all, roots } = reshapeCategories(
      parse([
        { id: 'a', slug: 'a', parentId: 'b' },
        { id: 'b', slug: 'b', parentId: 'a' },
        { id: 'c', slug: 'c', parentId: 'b' },
      ]),
    );
    expect(all.map((c) => [c.id, c.parentId, c.path])).toEqual([
      ['a', null, 'a'],
      ['b', 'a', 'a/b'],
      ['c', 'b', 'a/b/c'],
    ]);
    expect(walkTree(roots).sort()).toEqual(['a', 'b', 'c']);
    expect(() => JSON.stringify(roots)).not.toThrow();
  });

  it('keeps the first of two categories with one id', () => {
    const { all } = reshapeCategories(
      parse([
        { id: 'a', slug: 'first', parentId: null },
        { id: 'a', slug: 'second', parentId: 'a' },
      ]),
    );
    expect(all.map((c) => c.slug)).toEqual(['first']);
  });

  it('reads a chain 10,000 long at once, leaving out what lies deeper than the bound', () => {
    const chain = Array.from({ length: 10_000 }, (_, index) => ({
      id: `c${index}`,
      slug: `s${index}`,
      parentId: index > 0 ? `c${index - 1}` : null,
    }));
    const started = performance.now();
    const { all, roots } = reshapeCategories(parse(chain));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(all).toHaveLength(MAX_CATEGORY_DEPTH + 1);
    expect(all.at(-1)?.path.split('/')).toHaveLength(MAX_CATEGORY_DEPTH + 1);
    expect(walkTree(roots)).toHaveLength(MAX_CATEGORY_DEPTH + 1);
  });

  it('reads a tree nested 10,000 deep without running out of stack', () => {
    let node: Record<string, unknown> = { id: 'n9999', slug: 'deepest' };
    for (let index = 9_998; index >= 0; index -= 1)
      node = { id: `n${index}`, slug: `s${index}`, children: [node] };
    const { all } = reshapeCategories(parse([node]));
    expect(all).toHaveLength(MAX_CATEGORY_DEPTH + 1);
  });
});

describe('toFilterCategories', () => {
  it('ends on categories whose children lead back to themselves', () => {
    const loop: Category = {
      id: 'a',
      clientId: null,
      text: 'A',
      slug: 'a',
      parentId: 'a',
      path: 'a',
      lastModified: null,
      tags: [],
      children: [],
    };
    loop.children.push(loop);
    const options = toFilterCategories([loop]);
    expect(JSON.stringify(options).length).toBeLessThan(10_000);
  });
});

describe('reshapeCategories: translations', () => {
  it("keeps a category's i18n and shows the site language's translation where one exists", () => {
    const { all } = reshapeCategories(
      parse([
        {
          id: '1',
          slug: 'racing',
          text: 'Racing',
          i18n: { 'en-GB': 'Racing in Britain', cy: { text: 'Rasio' } },
        },
        { id: '2', slug: 'tickets', text: 'Tickets', i18n: { en: { text: 'Tickets and badges' } } },
        { id: '3', slug: 'venue', text: 'Venue', i18n: { cy: 'Lleoliad' } },
        { id: '4', slug: 'partners', text: 'Partners', i18n: 'not a map' },
        { id: '5', slug: 'bars', text: 'Bars', i18n: { 'en-GB': '  ', fr: 42 } },
      ]),
    );
    expect(all.map((category) => category.text)).toEqual([
      'Racing in Britain',
      'Tickets and badges',
      'Venue',
      'Partners',
      'Bars',
    ]);
    expect(all[0]!.i18n).toEqual({ 'en-GB': 'Racing in Britain', cy: 'Rasio' });
    expect(all[2]!.i18n).toEqual({ cy: 'Lleoliad' });
    expect(all[3]!.i18n).toBeUndefined();
    expect(all[4]!.i18n).toBeUndefined();
  });
});
