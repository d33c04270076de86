import { ArticleRoute, articleRouteMetadata } from '@/features/article/article-route';

export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props) {
  return articleRouteMetadata(['plan-visit', ...(await params).slug]);
}

export default async function PlanVisitPage({ params }: Props) {
  return <ArticleRoute segments={['plan-visit', ...(await params).slug]} />;
}
