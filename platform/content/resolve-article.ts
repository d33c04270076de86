import 'server-only';
import { cache } from 'react';
import { getArticleBySlug } from './articles';
import type { Article } from '../types/article';

export type ArticleResolution =
  | { kind: 'found'; article: Article }
  | { kind: 'not-found'; reason: 'no-article' | 'category-path' | 'utility' };

// The path segments before the article's own part must be where the article lives:
// its display category's path for a single page, 'content' otherwise.
function passesCategoryPath(article: Article, prefix: readonly string[]): boolean {
  const expected = article.singlePage ? (article.displayCategoryPath ?? '') : 'content';
  return prefix.join('/').toLowerCase() === expected.toLowerCase();
}

const resolveByPath = cache(async (path: string): Promise<ArticleResolution> => {
  const segments = path.split('/').filter((part) => part !== '');
  const last = segments.at(-1);
  if (!last) return { kind: 'not-found', reason: 'no-article' };
  const candidates = [{ slug: last, used: 1 }];
  const beforeLast = segments.at(-2);
  if (beforeLast) candidates.push({ slug: `${beforeLast}-${last}`, used: 2 });

  let firstFailure: ArticleResolution | null = null;
  for (const candidate of candidates) {
    const article = await getArticleBySlug(candidate.slug);
    if (!article) continue;
    const failure: ArticleResolution | null = article.isUtility
      ? { kind: 'not-found', reason: 'utility' }
      : passesCategoryPath(article, segments.slice(0, segments.length - candidate.used))
        ? null
        : { kind: 'not-found', reason: 'category-path' };
    if (!failure) return { kind: 'found', article };
    firstFailure ??= failure;
  }
  return firstFailure ?? { kind: 'not-found', reason: 'no-article' };
});

/**
 * The article for a page path. It is looked up by the last segment, else by the last
 * two joined with '-'; it is a 404 when neither exists, when it fails the category path check,
 * or when it is a utility page. A candidate that fails a check lets the next one be tried.
 * Shared by generateMetadata and the page. Throws UpstreamUnavailableError.
 */
export function resolveArticleForPath(segments: readonly string[]): Promise<ArticleResolution> {
  return resolveByPath(segments.join('/'));
}
