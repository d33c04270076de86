import 'server-only';

/**
 * The page's <h1>, never empty (issue 9): the article's title (its hero title, title field or slug,
 * platform/content/article-title.ts), else the site's name.
 */
export function articleHeading(title: string, siteName: string): string {
  // Control characters show as nothing, so a title of them alone is no title.
  return title.replace(/[\s\u0000-\u001f\u007f]/g, '') === '' ? siteName : title;
}
