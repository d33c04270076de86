// GET /v1/feeds/{id}/execute: a feed's hand-picked articles, then those its query finds.
import type { Router } from '../../http/router';
import type { Article, Feed } from '../../pack/schema';
import type { ServiceDeps } from '../deps';
import { matchesQuery } from '../search-query';
import { parseSearch, readSort } from './articles';
import { notFound, pageOf, readPaging, requireClientId, sendSuccess } from './envelope';

const DEFAULT_SIZE = 20;

function feedArticles(feed: Feed, articles: Article[]): Article[] {
  const picked = (feed.articleIds ?? []).flatMap((id) => articles.filter((article) => article.id === id));
  if (feed.query === undefined) return picked;
  // The query was checked when the pack loaded.
  const query = parseSearch(feed.query);
  const pickedIds = new Set(picked.map((article) => article.id));
  const found = articles.filter((article) => !pickedIds.has(article.id) && matchesQuery(query, article));
  return [...picked, ...found];
}

export function registerFeeds(router: Router, { pack }: ServiceDeps): void {
  router.scope('/content').on('GET', 'v1/feeds/:id/execute', (ctx) => {
    requireClientId(ctx, pack);
    const feed = pack.feeds.find((candidate) => candidate.id === ctx.params.id);
    if (!feed) throw notFound(`Feed "${ctx.params.id}"`);
    const paging = readPaging(ctx, feed.size ?? DEFAULT_SIZE);
    let articles = feedArticles(feed, pack.articles);
    // Hand-picked order is the editor's choice; a sort (in the feed or the request) overrides it,
    // and a query-only feed is newest first.
    const sort = ctx.url.searchParams.get('sort') ?? feed.sort;
    if (sort !== undefined || !feed.articleIds) articles = [...articles].sort(readSort(ctx, sort));
    const { items, metadata } = pageOf(articles, paging);
    sendSuccess(ctx, { title: feed.title, articles: items }, metadata);
  });
}
