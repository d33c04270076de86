import 'server-only';

// Control characters show as nothing, so they count as space.
const BLANK = /[\s\u0000-\u001f\u007f]+/g;

function nonEmpty(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const collapsed = value.replace(BLANK, ' ').trim();
  return collapsed === '' ? null : collapsed;
}

/** 'royal-kingsmere-week_day-one' as 'Royal kingsmere week day one'; empty when nothing readable is left. */
export function readableSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').replace(BLANK, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An article's title (issue 9: a page with no hero title had no <title> and an empty <h1>): the hero
 * title, else the article's own title field, else its slug made readable. Empty only when even the
 * slug has nothing readable; pages then use the site's name.
 */
export function articleTitle(heroTitle: string | null | undefined, rawTitle: unknown, slug: string): string {
  return nonEmpty(heroTitle) ?? nonEmpty(rawTitle) ?? readableSlug(slug);
}
