import 'server-only';
import { MAX_CATEGORY_DEPTH, type LinkedCategory } from './category-ancestry';

export interface TreeLink {
  parentId: string | null;
  /** 0 at the top; null for a category too far down to be kept. */
  depth: number | null;
}

function depthBelow(parent: TreeLink | undefined): number | null {
  if (!parent) return 0;
  if (parent.depth === null || parent.depth >= MAX_CATEGORY_DEPTH) return null;
  return parent.depth + 1;
}

/**
 * Parent links a tree can be built from, by category id. Parents in a loop (a category its own parent,
 * A under B under A) are cut where the loop is found, which makes that category a top-level one; a
 * category more than MAX_CATEGORY_DEPTH levels down gets a null depth. One pass, each category once.
 */
export function treeLinks(categories: readonly LinkedCategory[]): Map<string, TreeLink> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const links = new Map<string, TreeLink>();
  for (const start of categories) {
    // Up from `start` until a category already linked, the top, or a loop.
    const path: LinkedCategory[] = [];
    const onPath = new Set<string>();
    let node: LinkedCategory | undefined = start;
    while (node && !links.has(node.id) && !onPath.has(node.id)) {
      onPath.add(node.id);
      path.push(node);
      node = node.parentId ? byId.get(node.parentId) : undefined;
    }
    if (node && onPath.has(node.id)) links.set(node.id, { parentId: null, depth: 0 });
    // Down again, so each parent is linked before its child.
    for (const category of path.reverse()) {
      if (links.has(category.id)) continue;
      const parent = category.parentId ? links.get(category.parentId) : undefined;
      links.set(category.id, { parentId: category.parentId, depth: depthBelow(parent) });
    }
  }
  return links;
}
