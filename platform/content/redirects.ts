import 'server-only';
import { cache } from 'react';
import { getArticleBySlug } from './articles';
import { redirectEntriesIn } from './redirect-entries';
import type { RedirectEntry } from '../types/lists';

export { matchRedirect } from './redirect-match';

/** The redirects are content items on the page with this slug. */
export const REDIRECTS_PAGE_SLUG = 'utility-redirects-page';

/**
 * The CMS redirects: the items on the page with slug 'utility-redirects-page' carrying
 * customContent from_string and to_string. Empty when the page is absent.
 * Throws UpstreamUnavailableError.
 */
export const getRedirects = cache(async (): Promise<RedirectEntry[]> => {
  const page = await getArticleBySlug(REDIRECTS_PAGE_SLUG);
  return page ? redirectEntriesIn(page.blocks) : [];
});
