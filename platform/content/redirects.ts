import 'server-only';
import { cache } from 'react';
import type { RedirectEntry } from '../types/lists';
import { getArticleBySlug } from './articles';

export { matchRedirect } from './redirect-match';

/** spec §3 "Redirect entry": the redirects live on this page. */
export const REDIRECTS_PAGE_SLUG = 'utility-redirects-page';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

// customContent is an object or a list of objects; blocks may nest items in children.
function collect(node: unknown, out: RedirectEntry[]): RedirectEntry[] {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, out);
    return out;
  }
  if (!isRecord(node)) return out;
  const custom = node.customContent;
  for (const fields of Array.isArray(custom) ? custom : [custom]) {
    if (isRecord(fields) && ('from_string' in fields || 'to_string' in fields)) {
      out.push({ from: text(fields.from_string), to: text(fields.to_string) });
    }
  }
  collect(node.children, out);
  return out;
}

/**
 * The CMS redirects: the items on the page with slug 'utility-redirects-page' carrying
 * customContent from_string and to_string. Empty when the page is absent.
 * Throws UpstreamUnavailableError.
 */
export const getRedirects = cache(async (): Promise<RedirectEntry[]> => {
  const page = await getArticleBySlug(REDIRECTS_PAGE_SLUG);
  return page ? collect(page.blocks, []) : [];
});
