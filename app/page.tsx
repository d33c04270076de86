import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/features/article/article-view';
import { HOME_SLUG } from '@/features/routing/page-exists';
import { getArticleBySlug } from '@/platform/content/articles';

export const revalidate = 30;

export async function generateMetadata(): Promise<Metadata> {
  const article = await getArticleBySlug(HOME_SLUG);
  return article ? { description: article.summary ?? undefined } : {};
}

export default async function HomePage() {
  const article = await getArticleBySlug(HOME_SLUG);
  if (!article) notFound();
  return <ArticleView article={article} showMeta={false} />;
}
