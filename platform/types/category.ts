import 'server-only';

/** A category as articles refer to it (displayCategory, categories[]). */
export interface CategoryRef {
  id: string;
  text: string;
  slug: string | null;
}

/** A content category. */
export interface Category {
  id: string;
  clientId: string | null;
  text: string;
  /** Categories under the news parent carry the 'news-' prefix. */
  slug: string;
  parentId: string | null;
  /** The URL path: slugs up the parent chain, parent prefixes removed. No leading slash. */
  path: string;
  lastModified: string | null;
  tags: string[];
  /** The content service's translations of the text, by language tag. */
  i18n?: Readonly<Record<string, string>>;
  children: Category[];
}

/** Categories by id and by slug, for paths, hrefs and the utility and external checks. */
export interface CategoryIndex {
  byId: ReadonlyMap<string, Category>;
  bySlug: ReadonlyMap<string, Category>;
}

/** A category as a filter option. */
export interface FilterCategory {
  id: string;
  text: string;
  slug: string;
  tags: string[];
  isSelected: boolean;
  children: FilterCategory[];
}
