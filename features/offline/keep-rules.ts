// What the offline worker keeps, as plain rules the worker and its tests share: only the shareable HTML
// of the site's pages, never an answer made for one fan, an API's answer or a router's payload.
import { ACTION_PARAMS, isPagePath } from '@/shared/requests.mjs';

/** Headers of the client router's requests and Server Actions, whose answers are payloads, not pages. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action'];

/** True for a request the worker answers from the page cache: a page of the site, asked for as a page. */
export function isPageRequest(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return false;
  if (!isPagePath(url.pathname)) return false;
  // An address that asks the site to act: sign out, the sign-in callback, a router request.
  if (ACTION_PARAMS.some((name) => url.searchParams.has(name))) return false;
  if (ROUTER_HEADERS.some((name) => request.headers.has(name))) return false;
  // A navigation, or a page asked for ahead of one (a raceday's essentials) by its HTML.
  return request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
}

/** True for a navigation that signs the fan out (`?signout` on any page): what was kept is forgotten. */
export function isSignOut(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return url.origin === origin && request.mode === 'navigate' && url.searchParams.has('signout');
}

/**
 * True for an answer the worker may keep: a whole page (200, HTML, from this site) that any cache may
 * keep. A members-only article for a signed-in fan says `private, no-store` (docs/decisions/0036), and
 * no answer that says either is kept.
 */
export function isShareablePage(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  return !/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '');
}
