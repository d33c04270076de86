import { ArticleRoute, articleRouteMetadata } from '@/features/article/article-route';

// Articles without the single-page flag live at /content/{slug} (spec §2).
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props) {
  return articleRouteMetadata(['content', ...(await params).slug]);
}

export default async function ContentArticlePage({ params }: Props) {
  return <ArticleRoute segments={['content', ...(await params).slug]} />;
}
