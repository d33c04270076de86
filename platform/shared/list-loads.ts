import type { ArticleSummary } from '@/platform/types/article';

/** What a list shows for `?page=N` when each page adds a load: every article of loads 1..N, in order. */
export interface JoinedLoads {
  articles: ArticleSummary[];
  /** Loads shown, 1-based: the page number the address now stands for. */
  page: number;
  /** Where each load after the first starts in `articles`, by its 1-based page number. */
  loadStarts: ReadonlyMap<number, number>;
  /** The page 'Load more' asks for, or null when there is nothing more (or the cap is reached). */
  nextPage: number | null;
}

/**
 * Joins consecutive loads of a list into one. An article that moved between two loads while they were
 * fetched is shown once. `more` is the list's own rule for whether its last load leaves more to fetch;
 * past `maxLoads` loads nothing more is offered, so a hand-made `?page=` cannot fan out further.
 */
export function joinListLoads(
  loads: readonly { readonly articles: readonly ArticleSummary[] }[],
  more: boolean,
  maxLoads: number,
): JoinedLoads {
  const articles: ArticleSummary[] = [];
  const seen = new Set<string>();
  const loadStarts = new Map<number, number>();
  loads.forEach((load, position) => {
    const start = articles.length;
    for (const article of load.articles) {
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      articles.push(article);
    }
    if (position > 0 && articles.length > start) loadStarts.set(position + 1, start);
  });
  const page = Math.max(1, loads.length);
  return { articles, page, loadStarts, nextPage: more && page < maxLoads ? page + 1 : null };
}

/** The anchor on the first card of each load, by article id, so `?page=N#…` lands where it starts. */
export function loadAnchors(list: JoinedLoads, anchor: (page: number) => string): Map<string, string> {
  const anchors = new Map<string, string>();
  for (const [page, start] of list.loadStarts) {
    const article = list.articles[start];
    if (article) anchors.set(article.id, anchor(page));
  }
  return anchors;
}
