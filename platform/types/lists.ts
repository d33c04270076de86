import 'server-only';
import type { ArticleSummary } from './article';

/** spec §7 search: data.articles with metadata.pageNumber and metadata.totalPages (0-based pages). */
export interface SearchResult {
  articles: ArticleSummary[];
  pageNumber: number;
  totalPages: number;
  /** How many articles match in all, when the service says (metadata.totalItems). */
  totalItems: number | null;
}

/** A feed executed by sourceSystemId (spec §7: data.articles). */
export interface Feed {
  articles: ArticleSummary[];
}

/** spec §3 "Per-category news page state". */
export interface NewsPageState {
  articles: ArticleSummary[];
  pageNumber: number;
  totalPages: number;
  initialLoadDone: boolean;
  /** spec §4: true while pageNumber + 1 < totalPages. */
  additionalArticlesToFetch: boolean;
  isFetchingAdditionalArticles: boolean;
}

/** spec §3 "Redirect entry", as read from the redirects page; either side may be missing. */
export interface RedirectEntry {
  from?: string;
  to?: string;
}

/** A redirect that applies to a path (spec §5). */
export interface RedirectMatch {
  location: string;
  /** The target does not start with '/'. */
  external: boolean;
}
