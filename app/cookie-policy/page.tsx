import { ArticleRoute, articleRouteMetadata } from '@/features/article/article-route';

export const revalidate = 30;

const SEGMENTS = ['cookie-policy'];

export function generateMetadata() {
  return articleRouteMetadata(SEGMENTS);
}

export default function CookiePolicyPage() {
  return <ArticleRoute segments={SEGMENTS} />;
}
