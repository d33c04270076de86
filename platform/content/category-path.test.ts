import { MAX_CATEGORY_DEPTH } from './category-ancestry';
import { categoryPath, normaliseSlug, withNewsPrefix, type CategoryNode } from './category-path';

function index(nodes: CategoryNode[]) {
  return new Map(nodes.map((node) => [node.id, node]));
}

describe('categoryPath: slugs up the parent chain, parent prefixes removed', () => {
  it('is the slug of a top-level category', () => {
    const news = { id: '1', slug: 'news', parentId: null };
    expect(categoryPath(news, index([news]))).toBe('news');
  });

  it('joins slugs up the parent chain', () => {
    const nodes = [
      { id: '1', slug: 'horse-races-and-events', parentId: null },
      { id: '2', slug: 'flat', parentId: '1' },
      { id: '3', slug: 'summer', parentId: '2' },
    ];
    expect(categoryPath(nodes[2]!, index(nodes))).toBe('horse-races-and-events/flat/summer');
  });

  it("removes a parent's slug and dash from the start of a child slug", () => {
    const nodes = [
      { id: '1', slug: 'news', parentId: null },
      { id: '2', slug: 'news-racing', parentId: '1' },
      { id: '3', slug: 'news-racing-flat', parentId: '2' },
    ];
    expect(categoryPath(nodes[2]!, index(nodes))).toBe('news/racing/flat');
  });

  it('keeps a child slug that only looks like its parent without the dash', () => {
    const nodes = [
      { id: '1', slug: 'news', parentId: null },
      { id: '2', slug: 'newsletter', parentId: '1' },
    ];
    expect(categoryPath(nodes[1]!, index(nodes))).toBe('news/newsletter');
  });

  it('stops at a missing parent', () => {
    const orphan = { id: '2', slug: 'orphan', parentId: 'missing' };
    expect(categoryPath(orphan, index([orphan]))).toBe('orphan');
  });

  it('stops on a category that is its own parent', () => {
    const self = { id: '1', slug: 'a', parentId: '1' };
    expect(categoryPath(self, index([self]))).toBe('a');
  });

  it('takes no more than the depth bound of a chain 10,000 long, at once', () => {
    const nodes = Array.from({ length: 10_000 }, (_, at) => ({
      id: `${at}`,
      slug: `s${at}`,
      parentId: at > 0 ? `${at - 1}` : null,
    }));
    const byId = index(nodes);
    const started = performance.now();
    const paths = nodes.slice(-1_000).map((node) => categoryPath(node, byId));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(paths[999]?.split('/')).toHaveLength(MAX_CATEGORY_DEPTH + 1);
  });

  it('stops on a circular chain', () => {
    const nodes = [
      { id: '1', slug: 'a', parentId: '2' },
      { id: '2', slug: 'b', parentId: '1' },
    ];
    expect(categoryPath(nodes[0]!, index(nodes))).toBe('b/a');
  });
});

describe('news slugs', () => {
  it("prefixes 'news-' unless already prefixed", () => {
    expect(withNewsPrefix('racing')).toBe('news-racing');
    expect(withNewsPrefix('news-racing')).toBe('news-racing');
  });

  it('applies only to children of the news category', () => {
    expect(normaliseSlug('racing', 'news')).toBe('news-racing');
    expect(normaliseSlug('racing', 'video')).toBe('racing');
    expect(normaliseSlug('news', null)).toBe('news');
  });
});
