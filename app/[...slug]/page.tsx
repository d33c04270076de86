import { ArticleRoute, articleRouteMetadata, themeOf } from '@/features/article/article-route';

// The final catch-all: single-page articles at their category path (or at the root), the royal
// meeting's pages, and every fixed content path of the site. The proxy answers anything else.
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props) {
  return articleRouteMetadata((await params).slug);
}

export default async function CatchAllPage({ params }: Props) {
  const { slug } = await params;
  return <ArticleRoute segments={slug} theme={themeOf(slug)} />;
}
