import 'server-only';
import { getRedirects, matchRedirect } from '@/platform/content/redirects';
import type { RedirectMatch } from '@/platform/types/lists';

/**
 * The CMS redirect for a path, applied by the server before rendering. The list
 * comes from the platform layer's cache, so it is loaded once and refreshed in the background; when the
 * content service fails and nothing is cached, no redirect applies rather than the page failing.
 */
export async function cmsRedirectFor(path: string): Promise<RedirectMatch | null> {
  try {
    return matchRedirect(await getRedirects(), path);
  } catch (error) {
    console.warn('Redirects unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
}
