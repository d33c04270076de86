import 'server-only';
import type { Article } from '@/platform/types/article';
import { firstText, text } from './content-values';

// Editors may set search-engine text in the article's metadata; the names vary between content
// setups, so the usual ones are read in order.
const TITLE_KEYS = ['seoTitle', 'metaTitle', 'title'] as const;
const DESCRIPTION_KEYS = ['seoDescription', 'metaDescription', 'description'] as const;

/** The title for search results and share cards: the article's metadata, else the hero title. */
export function seoTitle(article: Pick<Article, 'metadata' | 'title'>): string | null {
  return firstText(article.metadata, TITLE_KEYS) ?? text(article.title);
}

/** The description: the article's metadata, else the hero summary. */
export function seoDescription(article: Pick<Article, 'metadata' | 'summary'>): string | null {
  return firstText(article.metadata, DESCRIPTION_KEYS) ?? text(article.summary);
}
