import 'server-only';
import { MAX_CATEGORY_DEPTH } from './category-ancestry';
import { treeLinks } from './category-links';
import { categoryPath, normaliseSlug } from './category-path';
import { upstreamCategory, type UpstreamCategory } from './upstream-schemas';
import { translated } from '../shared/site-language';
import type { Category, CategoryIndex, FilterCategory } from '../types/category';

type FlatCategory = UpstreamCategory & { parentId: string | null };

// A tree answer nests children; each child is parsed on its own so one bad child is dropped alone.
// Nesting deeper than any category can be kept is not read at all.
function flatten(
  raw: readonly UpstreamCategory[],
  parentId: string | null,
  out: FlatCategory[],
  depth = 0,
): FlatCategory[] {
  for (const category of raw) {
    out.push({ ...category, parentId: category.parentId ?? parentId });
    if (depth >= MAX_CATEGORY_DEPTH) continue;
    const children = (category.children ?? []).flatMap((child) => {
      const parsed = upstreamCategory.safeParse(child);
      return parsed.success ? [parsed.data] : [];
    });
    flatten(children, category.id, out, depth + 1);
  }
  return out;
}

// The first of each id, with parents a tree can be built from; too deep a category is left out.
function linkedCategories(raw: readonly UpstreamCategory[]): FlatCategory[] {
  const unique: FlatCategory[] = [];
  const seen = new Set<string>();
  for (const category of flatten(raw, null, [])) {
    if (seen.has(category.id)) continue;
    seen.add(category.id);
    unique.push(category);
  }
  const links = treeLinks(unique);
  return unique.flatMap((category) => {
    const link = links.get(category.id);
    return link && link.depth !== null ? [{ ...category, parentId: link.parentId }] : [];
  });
}

export interface CategoryCollection {
  /** Every category, in the service's order. */
  all: Category[];
  /** Top-level categories ('news' and 'video' among them), each with its children. */
  roots: Category[];
  index: CategoryIndex;
}

/**
 * Turns a flat list or a tree of categories into ours, with normalised slugs and paths. Whatever the
 * content says, the result is a tree: parents in a loop are cut, too deep a category is left out.
 */
export function reshapeCategories(raw: readonly UpstreamCategory[]): CategoryCollection {
  const flat = linkedCategories(raw);
  const rawById = new Map(flat.map((category) => [category.id, category]));
  const nodes = new Map(
    flat.map((category) => {
      const parentSlug = category.parentId ? (rawById.get(category.parentId)?.slug ?? null) : null;
      const slug = normaliseSlug(category.slug, parentSlug);
      return [category.id, { id: category.id, slug, parentId: category.parentId }];
    }),
  );
  const all: Category[] = flat.map((category) => {
    const node = nodes.get(category.id)!;
    return {
      id: category.id,
      clientId: category.clientId ?? null,
      // A translation into the site's language wins over the category's own text.
      text: translated(category.i18n) ?? category.text ?? category.slug,
      ...(category.i18n && Object.keys(category.i18n).length > 0 ? { i18n: category.i18n } : {}),
      slug: node.slug,
      parentId: category.parentId,
      path: categoryPath(node, nodes),
      lastModified: category.lastModified ?? null,
      tags: category.tags,
      children: [],
    };
  });
  const byId = new Map(all.map((category) => [category.id, category]));
  const roots: Category[] = [];
  for (const category of all) {
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    if (parent) parent.children.push(category);
    else roots.push(category);
  }
  const bySlug = new Map(all.map((category) => [category.slug, category]));
  return { all, roots, index: { byId, bySlug } };
}

/** Categories as filter options, marking the selected ones, no deeper than a tree can be. */
export function toFilterCategories(
  categories: readonly Category[],
  selectedIds: ReadonlySet<string> = new Set(),
  depth = 0,
): FilterCategory[] {
  return categories.map((category) => ({
    id: category.id,
    text: category.text,
    slug: category.slug,
    tags: category.tags,
    isSelected: selectedIds.has(category.id),
    children: depth < MAX_CATEGORY_DEPTH ? toFilterCategories(category.children, selectedIds, depth + 1) : [],
  }));
}
