import type { NavItem } from '@/ui/layout/nav-types';

interface CategoryLike {
  text: string;
  slug: string;
  path: string;
  children: CategoryLike[];
}

// The header shows these top-level sections of the category tree, in this order; the rest of the
// tree (utility, policies, terms…) is reached from pages and the footer.
export function headerSections(product: string): string[] {
  return ['racedays', `royal-${product}`, 'tickets', 'memberships', 'news', 'video', 'plan-visit'];
}

export function navFromCategories(tree: readonly CategoryLike[], sections: readonly string[]): NavItem[] {
  const bySlug = new Map(tree.map((category) => [category.slug, category]));
  return sections.flatMap((slug) => {
    const category = bySlug.get(slug);
    if (!category) return [];
    return [
      {
        label: category.text,
        href: `/${category.path}`,
        children: category.children.map((child) => ({
          label: child.text,
          href: `/${child.path}`,
          children: [],
        })),
      },
    ];
  });
}
