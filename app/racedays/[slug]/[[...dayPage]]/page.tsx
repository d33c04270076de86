import { ArticleRoute, articleRouteMetadata } from '@/features/article/article-route';

// An event, or one of its day pages (/racedays/{slug}/{dayPage}).
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; dayPage?: string[] }> };

async function segments(params: Props['params']) {
  const { slug, dayPage = [] } = await params;
  return ['racedays', slug, ...dayPage];
}

export async function generateMetadata({ params }: Props) {
  return articleRouteMetadata(await segments(params));
}

export default async function RacedaysPage({ params }: Props) {
  return <ArticleRoute segments={await segments(params)} />;
}
