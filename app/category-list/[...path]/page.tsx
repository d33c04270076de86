import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryListPage, categoryListMetadata } from '@/features/lists/category-list-page';
import { NewsCategoryPage, newsCategoryMetadata } from '@/features/news/news-category-page';
import { matchPage } from '@/features/routing/match-page';
import { decodeSegments } from '@/features/routing/path-segments';

// The proxy rewrites a category's path here (a news category or any other list). It reads ?page=, so
// it renders per request; the upstream calls behind it are cached by the platform layer.
type Props = {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function match(params: Props['params']) {
  return matchPage(decodeSegments((await params).path));
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [found, { filter }] = await Promise.all([match(params), searchParams]);
  if (found.kind === 'news' && found.category) return newsCategoryMetadata(found.category);
  if (found.kind === 'category') return categoryListMetadata(found.category, filter !== undefined);
  return {};
}

export default async function CategoryListRoute({ params, searchParams }: Props) {
  const [found, { page, filter }] = await Promise.all([match(params), searchParams]);
  if (found.kind === 'news' && found.category)
    return <NewsCategoryPage category={found.category} page={page} />;
  if (found.kind === 'category')
    return <CategoryListPage category={found.category} page={page} filter={filter} />;
  notFound();
}
