import 'server-only';
import { ancestry } from '@/platform/content/category-ancestry';
import type { Category } from '@/platform/types/category';

// Categories whose articles are never pages of their own (utility), link off-site (external), or only
// feed the takeover; none of them is a list page either.
const UNLISTED_SLUGS = new Set(['utility', 'external', 'project-takeover']);

/** Whether the category, or one above it, is one of those. A broken, circular or endless chain stops (ancestry). */
export function isUnlisted(category: Category, byId: ReadonlyMap<string, Category>): boolean {
  return ancestry(category, byId).some((node) => UNLISTED_SLUGS.has(node.slug));
}

/** Slugs that keep an article out of the sitemap even when the category list does not know them. */
export function isUnroutableSlug(slug: string | null | undefined): boolean {
  return slug === 'utility' || slug === 'external';
}
