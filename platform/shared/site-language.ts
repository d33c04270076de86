/** The language the site is written in: the page's `lang`, and the translation it takes from content. */
export const SITE_LANGUAGE = 'en-GB';

/**
 * The text for the site's language from a content item's translations (`i18n`, keyed by language tag),
 * trying the exact tag, then its base language (`en`); null when neither is there.
 */
export function translated(
  i18n: Readonly<Record<string, string>> | undefined,
  language = SITE_LANGUAGE,
): string | null {
  if (!i18n) return null;
  const base = language.split('-')[0]!;
  return i18n[language] ?? i18n[language.toLowerCase()] ?? i18n[base] ?? null;
}
