import 'server-only';
import { resolveArticleForPath } from '@/platform/content/resolve-article';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import { decodeSegments } from './path-segments';

export type Existence = 'page' | 'not-found' | 'unknown';

/**
 * Whether a path is a page of the site, decided before rendering so a 404 is answered with a fully
 * server-rendered error page (see docs/decisions/0004). 'unknown' when the content service cannot
 * say: the page then renders and handles the failure itself (stale copy or error page).
 */
export async function pageExists(pathname: string): Promise<Existence> {
  const segments = decodeSegments(pathname.split('/').filter(Boolean));
  if (segments.length === 0) return 'page';
  try {
    const result = await resolveArticleForPath(segments);
    return result.kind === 'found' ? 'page' : 'not-found';
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return 'unknown';
    throw error;
  }
}
