import 'server-only';
import { getArticleBySlug } from '@/platform/content/articles';
import { getCategories } from '@/platform/content/categories';
import { ancestry } from '@/platform/content/category-ancestry';
import { NEWS_SLUG } from '@/platform/content/category-path';
import { resolveArticleForPath } from '@/platform/content/resolve-article';
import type { Article } from '@/platform/types/article';
import type { Category } from '@/platform/types/category';

export const HOME_SLUG = 'home';

// Categories that hold content but are never a page of their own.
const UNLISTED_CATEGORIES = new Set(['utility', 'external', 'project-takeover']);

/** Paths with a screen of their own that need no content lookup to exist. */
const FIXED_SCREENS = new Set(['search-results', 'news', '_blocks', 'offline']);

export type PageMatch =
  | { kind: 'home'; article: Article }
  | { kind: 'article'; article: Article }
  | { kind: 'news'; category: Category | null }
  | { kind: 'category'; category: Category }
  | { kind: 'screen'; name: string }
  | { kind: 'not-found' };

// Bounded walk (ancestry): parents in a loop once spun a core here for good.
function isUnderNews(category: Category, byId: ReadonlyMap<string, Category>): boolean {
  return ancestry(category, byId).some((node) => node.slug === NEWS_SLUG);
}

async function categoryAt(path: string): Promise<PageMatch | null> {
  const categories = await getCategories();
  const category = categories.find((candidate) => candidate.path === path);
  if (!category || UNLISTED_CATEGORIES.has(category.slug)) return null;
  const byId = new Map(categories.map((candidate) => [candidate.id, candidate]));
  return isUnderNews(category, byId) ? { kind: 'news', category } : { kind: 'category', category };
}

/**
 * What a path of the site is: the home page, an article (by its last segments), a news or category list
 * page (a category's path with no article at it), a fixed screen, or nothing. One answer for the proxy
 * (which turns 'not-found' into the 404 page) and for the pages. Throws UpstreamUnavailableError.
 */
export async function matchPage(segments: readonly string[]): Promise<PageMatch> {
  if (segments.length === 0) {
    const article = await getArticleBySlug(HOME_SLUG);
    return article ? { kind: 'home', article } : { kind: 'not-found' };
  }
  const path = segments.join('/');
  if (FIXED_SCREENS.has(path)) return { kind: 'screen', name: path };
  const resolution = await resolveArticleForPath(segments);
  if (resolution.kind === 'found') return { kind: 'article', article: resolution.article };
  return (await categoryAt(path.toLowerCase())) ?? { kind: 'not-found' };
}
