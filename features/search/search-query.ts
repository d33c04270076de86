import 'server-only';
import { quoted } from '@/platform/content/search-queries';

/** The longest query the site sends on (in characters); a longer one is cut, never refused. */
export const MAX_QUERY_LENGTH = 100;
/** Words past this many are dropped: each becomes a clause of the upstream query. */
export const MAX_QUERY_WORDS = 8;

const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * `?query=` as the visitor meant it: the first value if repeated, control and format characters
 * removed, runs of space collapsed, trimmed, and cut to MAX_QUERY_LENGTH characters.
 */
export function normaliseQuery(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  const clean = raw.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/**
 * The content service's search query for free text: every word quoted (so `"`, `\`,
 * `OR`, `(` and `*` are only text) and all required, articles of the excluded categories left out.
 * Null for text with no words.
 */
export function freeTextQuery(text: string, excludedCategoryIds: readonly string[] = []): string | null {
  const words = [...new Set(text.split(' ').filter((word) => word !== ''))].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const match = words.map(quoted).join(' AND ');
  if (excludedCategoryIds.length === 0) return match;
  return `(${match}) AND NOT categories.id:(${excludedCategoryIds.map(quoted).join(',')})`;
}
