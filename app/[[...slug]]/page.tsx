import { ArticleRoute, articleRouteMetadata, themeOf } from '@/features/article/article-route';

// The home page and the final catch-all: single-page articles at their category path (or at the root),
// the royal meeting's pages, and every fixed content path of the site (the cookie policy among them).
// The proxy answers anything else. No page is made at build time: each is rendered at its first request
// with the settings the server started with, then cached (docs/decisions/0020).
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Props) {
  return articleRouteMetadata((await params).slug ?? []);
}

export default async function ArticlePage({ params }: Props) {
  const segments = (await params).slug ?? [];
  return <ArticleRoute segments={segments} theme={themeOf(segments)} />;
}
