import type { Metadata } from 'next';
import { SearchResultsPage } from '@/features/search/search-results-page';
import { getSettings } from '@/platform/settings';

// /search-results. It reads ?query= and ?page=, so it renders per request. Said outright, so `next build`
// never tries to make it (docs/decisions/0020).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Metadata {
  return {
    title: 'Search results',
    description: `Search the news, race days, hospitality and visitor information of ${getSettings().siteName}.`,
    // Result pages are endless and thin: kept out of search engines, their links still followed.
    robots: { index: false, follow: true },
  };
}

export default async function SearchResults({ searchParams }: Props) {
  const { query, page } = await searchParams;
  return <SearchResultsPage query={query} page={page} />;
}
