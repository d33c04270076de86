import 'server-only';
import type { MetadataRoute } from 'next';
import { ancestry } from '@/platform/content/category-ancestry';
import type { ArticleSummary } from '@/platform/types/article';
import type { Category } from '@/platform/types/category';
import { canonicalPath } from './canonical-path';
import { isNoIndex } from './no-index';
import { isUnlisted, isUnroutableSlug } from './unlisted-categories';

export interface SitemapSource {
  siteUrl: string;
  articles: readonly ArticleSummary[];
  categories: readonly Category[];
}

type Dated = Map<string, Date | undefined>;

function dateOf(value: string | null): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// A path listed twice keeps one entry, with the later of its dates.
function add(paths: Dated, path: string, date: Date | undefined): void {
  const known = paths.get(path);
  paths.set(path, known && (!date || known > date) ? known : date);
}

function isRoutable(article: ArticleSummary, byId: ReadonlyMap<string, Category>): boolean {
  if (article.link.external) return false;
  const ids = [...article.categoryIds, ...(article.displayCategory ? [article.displayCategory.id] : [])];
  if (ids.some((id) => isUnroutableSlug(byId.get(id)?.slug))) return false;
  return !isUnroutableSlug(article.displayCategory?.slug);
}

/** The display category's list page and those above it, each dated by its newest article. */
function addListPaths(
  paths: Dated,
  article: ArticleSummary,
  byId: ReadonlyMap<string, Category>,
  date: Date | undefined,
) {
  const start = article.displayCategory ? byId.get(article.displayCategory.id) : undefined;
  if (!start || isUnlisted(start, byId)) return;
  // isUnlisted looks up the whole chain, so a listed start has no unlisted category above it.
  for (const category of ancestry(start, byId)) add(paths, `/${category.path}`, date);
}

/**
 * Every page worth crawling, once, at its absolute canonical address: the home page, the news page,
 * each routable article at its resolved path, and the list pages of the categories articles are shown in.
 * Utility and external articles, and those tagged `noindex`, are left out.
 */
export function sitemapEntries({ siteUrl, articles, categories }: SitemapSource): MetadataRoute.Sitemap {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const paths: Dated = new Map([
    ['/', undefined],
    ['/news', undefined],
  ]);
  for (const article of articles) {
    if (!isRoutable(article, byId) || isNoIndex(article)) continue;
    const path = canonicalPath(article);
    if (!path) continue;
    const date = dateOf(article.publishDate);
    add(paths, path, date);
    addListPaths(paths, article, byId, date);
  }
  return [...paths].map(([path, lastModified]) => ({
    url: `${siteUrl}${path}`,
    ...(lastModified ? { lastModified } : {}),
  }));
}
