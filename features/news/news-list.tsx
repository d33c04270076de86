import 'server-only';
import { clampPage, pageHref } from '@/features/lists/page-param';
import { loadAnchors } from '@/platform/shared/list-loads';
import { CardGrid } from '@/ui/cards/card-grid';
import { EmptyState } from '@/ui/lists/empty-state';
import { LoadMoreLink } from '@/ui/lists/load-more-link';
import { loadNews } from './load-news';
import { NEWS_GRID_SIZE, NewsGrid } from './news-grid';
import { MAX_NEWS_LOADS, type NewsView } from './news-loads';

/** The anchor on the first card of a load, so `?page=N#news-page-N` lands where the new cards start. */
export function newsAnchor(page: number): string {
  return `news-page-${page}`;
}

/** Loads what `?page=N` shows (see loadNews), with the page number clamped to the loads allowed. */
export function loadNewsList(categoryId: string, page: number): Promise<NewsView> {
  return loadNews(categoryId, clampPage(page, MAX_NEWS_LOADS));
}

/** The list for loaded news; only a list the service answered empty shows 'No results'. */
export function NewsListView({ view, basePath }: { view: NewsView; basePath: string }) {
  if (view.articles.length === 0) return <EmptyState />;
  const anchors = loadAnchors(view, newsAnchor);
  const rest = view.articles.slice(NEWS_GRID_SIZE);
  return (
    <div>
      <NewsGrid articles={view.articles} anchors={anchors} />
      {rest.length > 0 ? (
        <CardGrid articles={rest} headingLevel={2} anchors={anchors} className="mt-6 lg:mt-8" />
      ) : null}
      <p className="sr-only" aria-live="polite">
        Showing {view.articles.length} articles
      </p>
      {view.nextPage !== null ? (
        <LoadMoreLink href={pageHref(basePath, view.nextPage, {}, newsAnchor(view.nextPage))} />
      ) : null}
    </div>
  );
}
