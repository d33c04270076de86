import { ancestry, MAX_CATEGORY_DEPTH, type LinkedCategory } from './category-ancestry';

const byId = (nodes: LinkedCategory[]) => new Map(nodes.map((node) => [node.id, node]));
const ids = (nodes: LinkedCategory[]) => nodes.map((node) => node.id);

function chain(length: number): LinkedCategory[] {
  return Array.from({ length }, (_, index) => ({
    id: `c${index}`,
    parentId: index > 0 ? `c${index - 1}` : null,
  }));
}

describe('ancestry', () => {
  it('is the category and those above it, nearest first', () => {
    const nodes = chain(3);
    expect(ids(ancestry(nodes[2]!, byId(nodes)))).toEqual(['c2', 'c1', 'c0']);
  });

  it('ends for a category that is its own parent', () => {
    const self = { id: 'a', parentId: 'a' };
    expect(ids(ancestry(self, byId([self])))).toEqual(['a']);
  });

  it('ends for parents in a loop, A under B under A', () => {
    const nodes = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ];
    expect(ids(ancestry(nodes[0]!, byId(nodes)))).toEqual(['a', 'b']);
  });

  it('ends at a parent it does not know', () => {
    const orphan = { id: 'a', parentId: 'missing' };
    expect(ids(ancestry(orphan, byId([orphan])))).toEqual(['a']);
  });

  it('goes no further than the depth bound up a chain 10,000 long', () => {
    const nodes = chain(10_000);
    expect(ancestry(nodes[9_999]!, byId(nodes))).toHaveLength(MAX_CATEGORY_DEPTH + 1);
  });
});
