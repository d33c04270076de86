import type { NavItem } from '@/ui/layout/nav-types';

interface CategoryLike {
  text: string;
  slug: string;
  path: string;
  children: CategoryLike[];
}

/** A header section: a top-level category, and other top-level categories listed under it. */
export interface HeaderSection {
  slug: string;
  /** Top-level categories shown under this one, after the category's own children. */
  also?: readonly string[];
}

// The header shows these top-level sections of the category tree, in this order; the rest of the
// tree (utility, policies, terms…) is reached from pages and the footer. Hospitality gathers the
// venue's experiences, which are top-level categories of their own (their pages live at /weddings,
// /private-boxes…), and Plan your visit the dress code. Tickets has the header's own button.
export function headerSections(product: string): HeaderSection[] {
  return [
    { slug: 'racedays', also: ['horse-races-and-events', 'whats-on'] },
    { slug: `royal-${product}` },
    {
      slug: 'hospitality',
      also: [
        'restaurants',
        'bars',
        'private-boxes',
        'weddings',
        'conferences-and-events',
        'christmas-parties',
      ],
    },
    { slug: 'memberships' },
    { slug: 'news' },
    { slug: 'video' },
    { slug: 'plan-visit', also: ['what-to-wear', 'enclosures', 'faqs'] },
  ];
}

const link = (category: CategoryLike): NavItem => ({
  label: category.text,
  href: `/${category.path}`,
  children: [],
});

export function navFromCategories(
  tree: readonly CategoryLike[],
  sections: readonly (HeaderSection | string)[],
): NavItem[] {
  const bySlug = new Map(tree.map((category) => [category.slug, category]));
  return sections.flatMap((entry) => {
    const section = typeof entry === 'string' ? { slug: entry } : entry;
    const category = bySlug.get(section.slug);
    if (!category) return [];
    const also = (section.also ?? []).flatMap((slug) => {
      const other = bySlug.get(slug);
      return other ? [link(other)] : [];
    });
    return [{ ...link(category), children: [...category.children.map(link), ...also] }];
  });
}
