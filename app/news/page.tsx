import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsCategoryPage, newsCategoryMetadata } from '@/features/news/news-category-page';
import { getNewsSection } from '@/features/news/news-section';

// /news, all news: the news parent's own list. Reading ?page= makes it render per request.
// Said outright, so `next build` never tries to make it (docs/decisions/0020).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { root } = await getNewsSection();
  return root ? newsCategoryMetadata(root) : { title: 'News' };
}

export default async function NewsPage({ searchParams }: Props) {
  const [{ root }, { page }] = await Promise.all([getNewsSection(), searchParams]);
  if (!root) notFound();
  return <NewsCategoryPage category={root} page={page} />;
}
