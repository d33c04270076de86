import 'server-only';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import { getSettings } from '@/platform/settings';
import { matchPage, type PageMatch } from './match-page';
import { decodeSegments } from './path-segments';
import { failedRuleStatus, routeRules } from './route-rules';

export type Existence =
  | { kind: 'page'; match: Exclude<PageMatch, { kind: 'not-found' }> }
  | { kind: 'error'; status: number }
  | { kind: 'unavailable' };

/**
 * Whether a path is a page of the site, decided before rendering so an error is answered with a
 * fully server-rendered error page (docs/decisions/0004). 'unavailable' when the content service
 * cannot say and the platform layer holds no earlier answer for this path.
 */
export async function pageExists(pathname: string): Promise<Existence> {
  const segments = decodeSegments(pathname.split('/').filter(Boolean));
  const failed = failedRuleStatus(routeRules(getSettings().siteProduct), segments);
  if (failed !== null) return { kind: 'error', status: failed };
  try {
    const match = await matchPage(segments);
    return match.kind === 'not-found' ? { kind: 'error', status: 404 } : { kind: 'page', match };
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return { kind: 'unavailable' };
    throw error;
  }
}
