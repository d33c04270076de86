// GET /v2/articles (list), /v2/articles/search, /v2/articles/{id}, /v2/articles/slug/{slug}.
import type { RequestContext } from '../../http/context';
import type { Router } from '../../http/router';
import type { Article } from '../../pack/schema';
import type { ServiceDeps } from '../deps';
import { articleFor } from './article-access';
import {
  compareBy,
  matchesQuery,
  parseQuery,
  parseSort,
  QuerySyntaxError,
  type QueryNode,
} from '../search-query';
import {
  badRequest,
  matchesLinkedIds,
  notFound,
  pageOf,
  readLinkedIds,
  readList,
  readPaging,
  requireClientId,
  sendSuccess,
} from './envelope';

const DEFAULT_SIZE = 20;
/** The category of the project takeover's articles, withdrawn while the takeover is ended. */
export const TAKEOVER_CATEGORY_SLUG = 'project-takeover';
const NEWEST_FIRST = compareBy({ path: ['publishDate'], descending: true });

export function tagNames(article: Article): string[] {
  return (article.tags ?? []).flatMap((tag) =>
    typeof tag === 'string' ? [tag] : [tag.label, tag.id].filter((name) => name !== undefined),
  );
}

/** The list endpoint's filters; each given filter must match, any value of a comma list will do. */
function listFilter(ctx: RequestContext): (article: Article) => boolean {
  const categorySlugs = readList(ctx, 'categorySlug');
  const categoryIds = readList(ctx, 'categoryId');
  const articleIds = readList(ctx, 'articleId');
  const tags = readList(ctx, 'tags');
  const linkedIds = readLinkedIds(ctx);
  const singlePage = ctx.url.searchParams.get('singlePage');
  if (singlePage !== null && singlePage !== 'true' && singlePage !== 'false') {
    throw badRequest(`Query parameter singlePage must be true or false, got "${singlePage}"`);
  }
  return (article) =>
    (!categorySlugs || article.categories.some((category) => categorySlugs.includes(category.slug ?? ''))) &&
    (!categoryIds || article.categories.some((category) => categoryIds.includes(category.id))) &&
    (!articleIds || articleIds.includes(article.id)) &&
    (!tags || tagNames(article).some((name) => tags.includes(name))) &&
    (!linkedIds || matchesLinkedIds(article.linkedIds, linkedIds)) &&
    (singlePage === null || String(article.singlePage) === singlePage);
}

export function parseSearch(query: string): QueryNode {
  try {
    return parseQuery(query);
  } catch (error) {
    if (error instanceof QuerySyntaxError) throw badRequest(`Invalid query: ${error.message}`);
    throw error;
  }
}

export function readSort(ctx: RequestContext, fallback = 'publishDate,DESC') {
  const raw = ctx.url.searchParams.get('sort') ?? fallback;
  const order = parseSort(raw);
  if (!order) throw badRequest(`Query parameter sort must look like "publishDate,DESC", got "${raw}"`);
  return compareBy(order);
}

export function registerArticles(router: Router, { pack, state, tokens }: ServiceDeps): void {
  const content = router.scope('/content');
  const published = (article: Article) =>
    state.takeoverRunning || !article.categories.some((category) => category.slug === TAKEOVER_CATEGORY_SLUG);

  content.on('GET', 'v2/articles', (ctx) => {
    requireClientId(ctx, pack);
    const paging = readPaging(ctx, DEFAULT_SIZE);
    // Pinned articles lead, then newest first; Array#sort is stable, so ties keep pack order.
    const articles = pack.articles
      .filter(published)
      .filter(listFilter(ctx))
      .sort((a, b) => Number(b.pinned) - Number(a.pinned) || NEWEST_FIRST(a, b));
    const { items, metadata } = pageOf(articles, paging);
    sendSuccess(ctx, { articles: items }, metadata);
  });

  content.on('GET', 'v2/articles/search', (ctx) => {
    requireClientId(ctx, pack);
    const paging = readPaging(ctx, DEFAULT_SIZE);
    const query = parseSearch(ctx.url.searchParams.get('query') ?? '');
    const articles = pack.articles
      .filter((article) => published(article) && matchesQuery(query, article))
      .sort(readSort(ctx));
    const { items, metadata } = pageOf(articles, paging);
    sendSuccess(ctx, { articles: items }, metadata);
  });

  // The preview request (`preview=true`) reads an editor's unpublished version first, as the service's
  // preview does; every other read sees only what is published.
  const preview = (ctx: RequestContext) => ctx.url.searchParams.get('preview') === 'true';

  // An article read by slug or id keeps its body from a caller who may not read it (article-access.ts).
  content.on('GET', 'v2/articles/slug/:slug', async (ctx) => {
    requireClientId(ctx, pack);
    const article =
      (preview(ctx) ? pack.drafts.find((candidate) => candidate.slug === ctx.params.slug) : undefined) ??
      pack.articles.find((candidate) => candidate.slug === ctx.params.slug);
    if (!article) throw notFound(`Article with slug "${ctx.params.slug}"`);
    sendSuccess(ctx, { article: articleFor(article, await tokens.fromHeaders(ctx.req.headers)) });
  });

  content.on('GET', 'v2/articles/:id', async (ctx) => {
    requireClientId(ctx, pack);
    const article =
      (preview(ctx) ? pack.drafts.find((candidate) => candidate.id === ctx.params.id) : undefined) ??
      pack.articles.find((candidate) => candidate.id === ctx.params.id);
    if (!article) throw notFound(`Article "${ctx.params.id}"`);
    sendSuccess(ctx, { article: articleFor(article, await tokens.fromHeaders(ctx.req.headers)) });
  });
}
