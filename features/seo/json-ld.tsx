import 'server-only';
import { jsonForScript } from '@/platform/shared/inline-script';

export { eventJsonLd } from './event-json-ld';
export type { JsonLdObject } from './json-ld-types';
export { newsArticleJsonLd } from './news-article-json-ld';
export { structuredDataFor } from './structured-data';

/**
 * Structured data for search engines; renders nothing without data. Content is untrusted: the JSON is
 * escaped so a string such as '</script>' cannot end the element.
 */
export function JsonLd({ data }: { data: object | null | undefined }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
