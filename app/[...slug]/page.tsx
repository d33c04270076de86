import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/features/article/article-view';
import { decodeSegments } from '@/features/routing/path-segments';
import { resolveArticleForPath } from '@/platform/content/resolve-article';

// The final catch-all: single-page articles at their category path (or at the root), and every fixed
// content path of the site. Anything else is the 404 page.
export const revalidate = 30;


type Props = { params: Promise<{ slug: string[] }> };

async function load(params: Props['params']) {
  return resolveArticleForPath(decodeSegments((await params).slug));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await load(params);
  if (result.kind !== 'found') return {};
  return { title: result.article.title, description: result.article.summary ?? undefined };
}

export default async function CatchAllPage({ params }: Props) {
  const result = await load(params);
  if (result.kind !== 'found') notFound();
  return <ArticleView article={result.article} showMeta={!result.article.singlePage} />;
}
