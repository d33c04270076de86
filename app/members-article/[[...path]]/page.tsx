import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { readListRequest, searchParamsOf, setListRequest } from '@/blocks/master-filter/list-request';
import { ArticleRoute, articleRouteMetadata, themeOf } from '@/features/article/article-route';
import { storedFanToken } from '@/features/session/resolve-session';

// The proxy rewrites a members-only article here for a signed-in fan (the hint cookie): the article
// rendered per request with the fan's access token, so the content service gives the body to a fan who
// may read it. Answered `private, no-store` (the proxy says so), kept by no cache; no link names this
// route (docs/decisions/0036).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path = [] } = await params;
  return articleRouteMetadata(path);
}

export default async function MembersArticlePage({ params, searchParams }: Props) {
  const [{ path = [] }, query, store] = await Promise.all([params, searchParams, cookies()]);
  // A members-only page with a filterable list reads its filter address as the filtered page does.
  setListRequest(readListRequest(`/${path.join('/')}`, searchParamsOf(query)));
  return <ArticleRoute segments={path} theme={themeOf(path)} fanToken={await storedFanToken(store)} />;
}
