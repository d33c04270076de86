import { ArticleRoute, articleRouteMetadata } from '@/features/article/article-route';

export const revalidate = 30;

export function generateMetadata() {
  return articleRouteMetadata([]);
}

export default function HomePage() {
  return <ArticleRoute segments={[]} />;
}
