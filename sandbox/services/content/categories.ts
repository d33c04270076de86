// GET /v2/categories (flat or tree), /v2/categories/{id}, /v2/categories/slug/{slug}.
import type { Router } from '../../http/router';
import type { Category } from '../../pack/schema';
import type { ServiceDeps } from '../deps';
import { notFound, pageOf, readPaging, requireClientId, sendSuccess } from './envelope';

// spec: the categories call asks for size 9999, i.e. everything
const DEFAULT_SIZE = 9999;

type CategoryNode = Category & { children: CategoryNode[] };

function buildTree(categories: Category[]): CategoryNode[] {
  const childrenOf = (parentId: string | null): CategoryNode[] =>
    categories
      .filter((category) => category.parentId === parentId)
      .map((category) => ({ ...category, children: childrenOf(category.id) }));
  return childrenOf(null);
}

export function registerCategories(router: Router, { pack }: ServiceDeps): void {
  const content = router.scope('/content');

  content.on('GET', 'v2/categories', (ctx) => {
    requireClientId(ctx, pack);
    if (ctx.url.searchParams.get('tree') === 'true') {
      sendSuccess(ctx, buildTree(pack.categories));
      return;
    }
    const { items, metadata } = pageOf(pack.categories, readPaging(ctx, DEFAULT_SIZE));
    sendSuccess(ctx, items, metadata);
  });

  content.on('GET', 'v2/categories/slug/:slug', (ctx) => {
    requireClientId(ctx, pack);
    const category = pack.categories.find((candidate) => candidate.slug === ctx.params.slug);
    if (!category) throw notFound(`Category with slug "${ctx.params.slug}"`);
    sendSuccess(ctx, category);
  });

  content.on('GET', 'v2/categories/:id', (ctx) => {
    requireClientId(ctx, pack);
    const category = pack.categories.find((candidate) => candidate.id === ctx.params.id);
    if (!category) throw notFound(`Category "${ctx.params.id}"`);
    sendSuccess(ctx, category);
  });
}
