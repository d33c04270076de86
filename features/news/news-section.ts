import 'server-only';
import { getCategories } from '@/platform/content/categories';
import { NEWS_SLUG } from '@/platform/content/category-path';
import type { Category } from '@/platform/types/category';

export interface NewsTab {
  id: string;
  label: string;
  href: string;
}

export interface NewsSection {
  /** The top-level 'news' category, or null when the service has none. */
  root: Category | null;
  /** 'All' (the news parent) then each news child, in the service's order. */
  tabs: NewsTab[];
}

/** The news parent and its children as tabs, from the cached category list. Throws UpstreamUnavailableError. */
export async function getNewsSection(): Promise<NewsSection> {
  const categories = await getCategories();
  const root =
    categories.find((category) => category.slug === NEWS_SLUG && category.parentId === null) ?? null;
  if (!root) return { root: null, tabs: [] };
  return {
    root,
    tabs: [
      { id: root.id, label: 'All', href: `/${root.path}` },
      ...root.children.map((child) => ({ id: child.id, label: child.text, href: `/${child.path}` })),
    ],
  };
}

/** The tab a category's page highlights: its own, else its nearest ancestor's (a deeper news category). */
export function activeTabId(category: Category, tabs: readonly NewsTab[]): string | null {
  const path = `/${category.path}`;
  let best: NewsTab | null = null;
  for (const tab of tabs) {
    const matches = path === tab.href || path.startsWith(`${tab.href}/`);
    if (matches && (!best || tab.href.length > best.href.length)) best = tab;
  }
  return best?.id ?? null;
}
