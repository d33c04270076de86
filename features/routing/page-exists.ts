import 'server-only';
import { getArticleBySlug } from '@/platform/content/articles';
import { resolveArticleForPath } from '@/platform/content/resolve-article';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import { decodeSegments } from './path-segments';

export type Existence = 'page' | 'not-found' | 'unavailable';

export const HOME_SLUG = 'home';

/**
 * Whether a path is a page of the site, decided before rendering so a 404 is answered with a fully
 * server-rendered error page (see docs/decisions/0004). 'unavailable' when the content service
 * cannot say and the platform layer holds no earlier answer for this path.
 */
export async function pageExists(pathname: string): Promise<Existence> {
  const segments = decodeSegments(pathname.split('/').filter(Boolean));
  try {
    if (segments.length === 0) return (await getArticleBySlug(HOME_SLUG)) ? 'page' : 'not-found';
    const result = await resolveArticleForPath(segments);
    return result.kind === 'found' ? 'page' : 'not-found';
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return 'unavailable';
    throw error;
  }
}
