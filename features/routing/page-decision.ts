import 'server-only';
import { asksForList, hasFilterableList } from '@/blocks/master-filter/list-request';
import { isMembersOnly } from '@/features/members/members-only';
import { OFFLINE_PATH } from '@/features/offline/names';
import { takeoverArticles } from '@/features/takeover/takeover-active';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import { answerWithin } from '@/platform/shared/deadline';
import { cmsRedirectFor } from './cms-redirect';
import { loadListData } from './list-data';
import { pageExists } from './page-exists';

/**
 * A page decides within this time of a slow content service: stale copy if any, else the 503 page. The
 * visitor is promised an answer within 3 s (docs/resilience.md); the other 500 ms are for rendering and
 * sending it on a loaded machine (the fault test's slowest unseen page was 3.15 s with a 3 s budget).
 */
export const PAGE_DECISION_BUDGET_MS = 2500;

export type PageDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | { kind: 'takeover' }
  | { kind: 'error'; status: number }
  | { kind: 'unavailable' }
  | { kind: 'list' } // a news or category list, rendered per request
  // a page with a filterable list, at a filter address: rendered per request
  | ({ kind: 'filtered' } & MembersOnly)
  | { kind: 'screen' } // a screen that reads its address (search, the news list): rendered per request
  | ({ kind: 'page' } & MembersOnly);

/** An article a signed-in fan may be given more of than a visitor (features/members). */
type MembersOnly = { membersOnly?: true };

export interface PageRequest {
  pathname: string;
  searchParams: URLSearchParams;
  /** Whether the visitor dismissed the takeover. */
  dismissed: boolean;
}

/** Screens whose page is drawn from their address's query (`?query=`, `?page=`). */
const ADDRESSED_SCREENS = new Set(['search-results', 'news']);

const TIMED_OUT = Symbol('timed out');

/** The lookup's answer, or TIMED_OUT at the deadline (the lookup goes on and fills the caches). */
const byDeadline = <T>(lookup: Promise<T>, deadline: number) =>
  answerWithin(lookup, deadline - Date.now(), TIMED_OUT);

async function listAvailable(existence: Awaited<ReturnType<typeof pageExists>>, params: URLSearchParams) {
  if (existence.kind !== 'page') return true;
  try {
    await loadListData(existence.match, params);
    return true;
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return false;
    throw error;
  }
}

/**
 * What the proxy answers for a page request: a CMS redirect, the takeover, an error page, the 503 page,
 * a list (rendered per request) or the page. The lookups run side by side and the answer comes within
 * the budget, so a slow content service costs a visitor seconds, not the sum of every timeout.
 */
export async function decidePage(
  request: PageRequest,
  budgetMs = PAGE_DECISION_BUDGET_MS,
): Promise<PageDecision> {
  const deadline = Date.now() + budgetMs;
  const { pathname } = request;
  const redirect = byDeadline(cmsRedirectFor(pathname), deadline);
  // The takeover leads every path to / but / itself and the offline page, which the offline worker
  // keeps for every visitor as it is (docs/decisions/0040); over it, the takeover shows as on any page.
  const takeover =
    pathname === '/' || pathname === OFFLINE_PATH || request.dismissed
      ? Promise.resolve([])
      : byDeadline(takeoverArticles(), deadline);
  const existence = pageExists(pathname);
  existence.catch(() => {}); // awaited below unless the budget runs out first
  const available = byDeadline(
    existence.then((found) => listAvailable(found, request.searchParams)),
    deadline,
  );

  const target = await redirect;
  if (target !== TIMED_OUT && target !== null) {
    return { kind: 'redirect', location: target.location, status: target.external ? 307 : 308 };
  }
  const articles = await takeover;
  if (articles !== TIMED_OUT && articles.length > 0) return { kind: 'takeover' };

  const listOk = await available;
  if (listOk === TIMED_OUT) return { kind: 'unavailable' };
  const found = await existence;
  if (found.kind === 'error') return { kind: 'error', status: found.status };
  if (found.kind === 'unavailable' || !listOk) return { kind: 'unavailable' };
  // A category's list reads ?page=, so it renders per request on a route of its own; so does a page
  // whose filterable list is asked for a filter or a later page. Any other query leaves the page as
  // its path's cached copy.
  const { match } = found;
  if (match.kind === 'news' || match.kind === 'category') return { kind: 'list' };
  if (match.kind === 'screen' && ADDRESSED_SCREENS.has(match.name)) return { kind: 'screen' };
  if (match.kind !== 'article' && match.kind !== 'home') return { kind: 'page' };
  const membersOnly: MembersOnly = isMembersOnly(match.article.auth) ? { membersOnly: true } : {};
  if (asksForList(request.searchParams) && hasFilterableList(match.article.blocks)) {
    return { kind: 'filtered', ...membersOnly };
  }
  return { kind: 'page', ...membersOnly };
}
