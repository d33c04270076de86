import 'server-only';

/** Categories nest a few levels (news, racing, flat); a chain longer than this is broken content. */
export const MAX_CATEGORY_DEPTH = 16;

export interface LinkedCategory {
  id: string;
  parentId: string | null;
}

/**
 * The category and those above it, nearest first. It stops at a parent the map does not hold, at a
 * category already seen (parents in a loop) and after MAX_CATEGORY_DEPTH parents, so a walk up
 * content-given links always ends.
 */
export function ancestry<T extends LinkedCategory>(category: T, byId: ReadonlyMap<string, T>): T[] {
  const chain: T[] = [];
  const seen = new Set<string>();
  let node: T | undefined = category;
  while (node && !seen.has(node.id) && chain.length <= MAX_CATEGORY_DEPTH) {
    seen.add(node.id);
    chain.push(node);
    node = node.parentId ? byId.get(node.parentId) : undefined;
  }
  return chain;
}
