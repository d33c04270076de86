import 'server-only';
import type { ArticleSummary } from './article';

/** A search: data.articles with metadata.pageNumber and metadata.totalPages (0-based pages). */
export interface SearchResult {
  articles: ArticleSummary[];
  pageNumber: number;
  totalPages: number;
  /** How many articles match in all, when the service says (metadata.totalItems). */
  totalItems: number | null;
}

/** A feed executed by sourceSystemId (its data.articles). */
export interface Feed {
  articles: ArticleSummary[];
}

/** A news category list as loaded so far. */
export interface NewsPageState {
  articles: ArticleSummary[];
  pageNumber: number;
  totalPages: number;
  initialLoadDone: boolean;
  /** True while pageNumber + 1 < totalPages. */
  additionalArticlesToFetch: boolean;
  isFetchingAdditionalArticles: boolean;
}

/** A redirect entry (from_string, to_string), as read from the redirects page; either may be missing. */
export interface RedirectEntry {
  from?: string;
  to?: string;
}

/** A redirect that applies to a path. */
export interface RedirectMatch {
  location: string;
  /** The target does not start with '/'. */
  external: boolean;
}
