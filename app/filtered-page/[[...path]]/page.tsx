import type { Metadata } from 'next';
import { readListRequest, searchParamsOf, setListRequest } from '@/blocks/master-filter/list-request';
import { ArticleRoute, articleRouteMetadata, themeOf } from '@/features/article/article-route';

// The proxy rewrites a page with a filterable list here when its address asks for a filter or a later
// page (`?filter=…&page=…`): the same page, rendered per request with that list, so every filter address
// is a full page without JavaScript. The upstream calls behind it are cached by the platform layer.
type Props = {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path = [] } = await params;
  // The canonical address stays the unfiltered page; filter combinations are kept out of the index.
  return { ...(await articleRouteMetadata(path)), robots: { index: false, follow: true } };
}

export default async function FilteredPage({ params, searchParams }: Props) {
  const [{ path = [] }, query] = await Promise.all([params, searchParams]);
  setListRequest(readListRequest(`/${path.join('/')}`, searchParamsOf(query)));
  return <ArticleRoute segments={path} theme={themeOf(path)} />;
}
