import 'server-only';

// The content service's search takes a query in a Lucene-like syntax. Values from content or
// visitors go through term() or quoted(), so a hostile value cannot add clauses to a query.

const BARE = /^[A-Za-z0-9_-]+$/;

/** A value in double quotes with backslashes and quotes escaped. */
export function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** A value left bare when it is a plain id (as the spec writes them), else quoted. */
export function term(value: string): string {
  return BARE.test(value) ? value : quoted(value);
}

/** The category's articles without the single-page flag (the news lists). */
export function listedArticlesQuery(categoryId: string): string {
  return `singlePage:false AND categories.id:(${quoted(categoryId)})`;
}

/** The filterable list: articles in every one of the categories. */
export function allCategoriesQuery(categoryIds: readonly string[]): string {
  return `categories.id:(${categoryIds.map(term).join(' AND ')})`;
}

/** Related articles on an article page: same display category AND NOT this id. */
export function relatedQuery(displayCategoryId: string, articleId: string): string {
  return `displayCategory.id:${term(displayCategoryId)} AND NOT id:${term(articleId)}`;
}
