import 'server-only';
import { ancestry } from './category-ancestry';

export interface CategoryNode {
  id: string;
  slug: string;
  parentId: string | null;
}

export const NEWS_SLUG = 'news';

/** Categories under the news parent get the slug prefixed with 'news-' unless already prefixed. */
export function withNewsPrefix(slug: string): string {
  return slug.startsWith(`${NEWS_SLUG}-`) ? slug : `${NEWS_SLUG}-${slug}`;
}

/** The slug as the site uses it: news children are 'news-' prefixed. */
export function normaliseSlug(slug: string, parentSlug: string | null): string {
  return parentSlug === NEWS_SLUG ? withNewsPrefix(slug) : slug;
}

/**
 * The category path is built from slugs up the parent chain; a child slug that starts
 * with its parent's slug plus a dash has that prefix removed. Slugs are taken as normalised
 * (news children 'news-' prefixed), so a news child's path is 'news/{rest}'. A broken, circular or
 * far too long chain stops where it breaks (ancestry).
 */
export function categoryPath(
  category: CategoryNode,
  byId: ReadonlyMap<string, Pick<CategoryNode, 'slug' | 'parentId' | 'id'>>,
): string {
  const segments = ancestry<Pick<CategoryNode, 'slug' | 'parentId' | 'id'>>(category, byId).map((node) => {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    const prefix = parent ? `${parent.slug}-` : null;
    return prefix && node.slug.startsWith(prefix) ? node.slug.slice(prefix.length) : node.slug;
  });
  return segments.reverse().join('/');
}
