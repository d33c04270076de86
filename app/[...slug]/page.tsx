import { ArticleRoute, articleRouteMetadata } from '@/features/article/article-route';
import { getSettings } from '@/platform/settings';

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
  const royal = slug[0] === `royal-${getSettings().siteProduct}`;
  return <ArticleRoute segments={slug} theme={royal ? 'royal' : undefined} />;
}
