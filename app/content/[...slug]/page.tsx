import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/features/article/article-view';
import { decodeSegments } from '@/features/routing/path-segments';
import { resolveArticleForPath } from '@/platform/content/resolve-article';

export const revalidate = 30;

export function generateStaticParams() {
  return []; // rendered on first request, then cached and revalidated
}

type Props = { params: Promise<{ slug: string[] }> };

async function load(params: Props['params']) {
  const { slug } = await params;
  return resolveArticleForPath(['content', ...decodeSegments(slug)]);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await load(params);
  if (result.kind !== 'found') return {};
  return { title: result.article.title, description: result.article.summary ?? undefined };
}

export default async function ContentArticlePage({ params }: Props) {
  const result = await load(params);
  if (result.kind !== 'found') notFound();
  return <ArticleView article={result.article} showMeta />;
}
