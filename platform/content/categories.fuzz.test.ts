import fc from 'fast-check';
import { matchPage } from '@/features/routing/match-page';
import { isUnlisted } from '@/features/seo/unlisted-categories';
import { watchConsole } from '@/test/fuzz/console-watch';
import { fuzzParameters, fuzzTimeout, RENDER_BUDGET_MS } from '@/test/fuzz/fuzz-settings';
import { serveHostileContent } from '@/test/fuzz/hostile-service';
import { rawCategories } from '@/test/fuzz/raw-content';
import { getCategories, getCategoryTree } from './categories';
import { MAX_CATEGORY_DEPTH } from './category-ancestry';
import { toFilterCategories } from './reshape-categories';
import { UpstreamUnavailableError } from '../http/outcome';
import { uninstallFakeUpstream } from '../testing/install';
import type { Category } from '../types/category';

// Every category reached once from the roots, each under the parent it names; fails on a second visit.
function treeIds(roots: readonly Category[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const category = stack.pop()!;
    if (seen.has(category.id)) throw new Error(`category ${category.id} is reached twice`);
    seen.add(category.id);
    for (const child of category.children) {
      if (child.parentId !== category.id) throw new Error(`${child.id} sits under ${category.id}`);
      stack.push(child);
    }
  }
  return [...seen];
}

// A loader may fail as a failing service does; nothing else may escape.
async function loaded<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return null;
    throw error;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  if (ms > RENDER_BUDGET_MS) throw new Error(`took ${Math.round(ms)} ms`);
  return result;
}

describe('categories from a hostile content service', () => {
  afterEach(() => uninstallFakeUpstream());

  it(
    'always make a tree of bounded depth that every walk gets through at once',
    async () => {
      const logs = watchConsole();
      await fc.assert(
        fc.asyncProperty(rawCategories, async (categories) => {
          logs.reset();
          serveHostileContent({ categories, articles: [], pollAnswer: null });
          const [all, roots] = await timed(() =>
            Promise.all([loaded(getCategories()), loaded(getCategoryTree())]),
          );
          if (all === null || roots === null) return;
          expect(treeIds(roots).sort()).toEqual(all.map((category) => category.id).sort());
          const byId = new Map(all.map((category) => [category.id, category]));
          await timed(async () => {
            JSON.stringify(toFilterCategories(roots));
            for (const category of all) {
              expect(category.path.split('/').length).toBeLessThanOrEqual(MAX_CATEGORY_DEPTH + 1);
              isUnlisted(category, byId);
            }
            for (const category of all.slice(0, 5)) {
              await loaded(matchPage(category.path.split('/')));
            }
          });
          expect(logs.errors).toEqual([]);
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(100),
  );
});
