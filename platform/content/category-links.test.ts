import { MAX_CATEGORY_DEPTH } from './category-ancestry';
import { treeLinks } from './category-links';

const link = (parentId: string | null, depth: number | null) => ({ parentId, depth });

describe('treeLinks', () => {
  it('keeps parents that form a tree, with each depth', () => {
    const links = treeLinks([
      { id: 'news', parentId: null },
      { id: 'racing', parentId: 'news' },
      { id: 'flat', parentId: 'racing' },
      { id: 'orphan', parentId: 'missing' },
    ]);
    expect(Object.fromEntries(links)).toEqual({
      news: link(null, 0),
      racing: link('news', 1),
      flat: link('racing', 2),
      orphan: link('missing', 0),
    });
  });

  it('makes a category that is its own parent a top-level one', () => {
    expect(treeLinks([{ id: 'a', parentId: 'a' }]).get('a')).toEqual(link(null, 0));
  });

  it('cuts parents in a loop where the loop is found: A under B under A', () => {
    const links = treeLinks([
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ]);
    expect(Object.fromEntries(links)).toEqual({ a: link(null, 0), b: link('a', 1) });
  });

  it('cuts a loop that a chain leads into, keeping the chain', () => {
    const links = treeLinks([
      { id: 'leaf', parentId: 'b' },
      { id: 'b', parentId: 'c' },
      { id: 'c', parentId: 'b' },
    ]);
    expect(Object.fromEntries(links)).toEqual({
      b: link(null, 0),
      c: link('b', 1),
      leaf: link('b', 1),
    });
  });

  it('leaves out what lies deeper than the bound in a chain 10,000 long, in one pass', () => {
    const chain = Array.from({ length: 10_000 }, (_, index) => ({
      id: `c${index}`,
      parentId: index > 0 ? `c${index - 1}` : null,
    }));
    const started = performance.now();
    const links = treeLinks([...chain].reverse());
    expect(performance.now() - started).toBeLessThan(500);
    expect(links.get(`c${MAX_CATEGORY_DEPTH}`)?.depth).toBe(MAX_CATEGORY_DEPTH);
    expect(links.get(`c${MAX_CATEGORY_DEPTH + 1}`)?.depth).toBeNull();
    expect(links.get('c9999')?.depth).toBeNull();
  });
});
