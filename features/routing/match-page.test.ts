import type { Category } from '@/platform/types/category';
import { matchPage } from './match-page';

const { getCategories } = vi.hoisted(() => ({ getCategories: vi.fn() }));
vi.mock('@/platform/content/categories', () => ({ getCategories }));
vi.mock('@/platform/content/articles', () => ({ getArticleBySlug: async () => null }));
vi.mock('@/platform/content/resolve-article', () => ({
  resolveArticleForPath: async () => ({ kind: 'not-found', reason: 'no-article' }),
}));

function category(id: string, slug: string, parentId: string | null, path = slug): Category {
  return { id, clientId: null, text: slug, slug, parentId, path, lastModified: null, tags: [], children: [] };
}

describe('matchPage for a category path', () => {
  it('is a news page for a category under news', async () => {
    getCategories.mockResolvedValue([
      category('n', 'news', null),
      category('r', 'news-racing', 'n', 'news/racing'),
    ]);
    expect(await matchPage(['news', 'racing'])).toMatchObject({ kind: 'news', category: { id: 'r' } });
  });

  // Categories reach here reshaped into a tree; the walk is bounded all the same, as it once spun a core for good.
  it('answers for a category that is its own parent, or whose parents loop', async () => {
    getCategories.mockResolvedValue([
      category('a', 'a', 'a'),
      category('b', 'b', 'c'),
      category('c', 'c', 'b'),
    ]);
    expect(await matchPage(['a'])).toMatchObject({ kind: 'category', category: { id: 'a' } });
    expect(await matchPage(['b'])).toMatchObject({ kind: 'category', category: { id: 'b' } });
  });

  it('answers at once for a category at the end of a chain 10,000 long', async () => {
    const chain = Array.from({ length: 10_000 }, (_, at) =>
      category(`c${at}`, at === 0 ? 'news' : `s${at}`, at > 0 ? `c${at - 1}` : null),
    );
    getCategories.mockResolvedValue(chain);
    const started = performance.now();
    expect(await matchPage(['s9999'])).toMatchObject({ kind: 'category', category: { id: 'c9999' } });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
