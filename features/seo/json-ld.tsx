import 'server-only';

export { eventJsonLd } from './event-json-ld';
export type { JsonLdObject } from './json-ld-types';
export { newsArticleJsonLd } from './news-article-json-ld';
export { structuredDataFor } from './structured-data';

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inside a <script> element. Content is untrusted: escaping '<' (and '>' and '&') keeps a
 * string such as '</script>' or '<!--' from ending the element, and the result is still the same JSON.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => UNSAFE_IN_SCRIPT[character] ?? character,
  );
}

/** Structured data for search engines; renders nothing without data. */
export function JsonLd({ data }: { data: object | null | undefined }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
