import { NextResponse, type NextRequest } from 'next/server';
import { CONTENT_HEALTH_PATH } from '@/features/content-health/access';
import { MEMBERS_ARTICLE_ROUTE, MEMBERS_CACHE_CONTROL } from '@/features/members/members-only';
import {
  CATEGORY_LIST_ROUTE,
  FILTERED_PAGE_ROUTE,
  PER_REQUEST_CACHE_CONTROL,
} from '@/features/routing/list-route';
import { decidePage } from '@/features/routing/page-decision';
import {
  isSignInCallback,
  isSignOut,
  pageSessionChanges,
  signOut,
  withSessionChanges,
} from '@/features/session/proxy-session';
import { isTakeoverDismissed } from '@/features/takeover/takeover-flag';
import {
  TAKEOVER_RETURN_COOKIE,
  TAKEOVER_RETURN_MAX_AGE,
  takeoverReturnFor,
} from '@/features/takeover/takeover-return';
import { getSettings } from '@/platform/settings';
import { hasFanHint, hasPreviewCookie } from '@/shared/cookies.mjs';
import { HSTS_HEADER, HSTS_VALUE, wantsHsts } from '@/shared/security-headers.mjs';
import { NOT_FOUND_ROUTE, UNAVAILABLE_ROUTE } from '@/ui/error/error-messages';

// Runs for every page request, before any page cache: everything that differs per visitor or decides
// the status of a path happens here, so the HTML of a URL can be the same bytes for everyone.
export async function proxy(request: NextRequest) {
  return withTransportSecurity(await answer(request));
}

// next.config.ts gives every answer the fixed security headers; HSTS depends on the address the site is
// served at, read when the server starts, so pages get it here (the serving layer sets it on everything).
function withTransportSecurity(response: NextResponse): NextResponse {
  if (wantsHsts(getSettings().siteUrl)) response.headers.set(HSTS_HEADER, HSTS_VALUE);
  return response;
}

async function answer(request: NextRequest): Promise<NextResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  // `?signout` on any page signs out. No cache keeps an address that asks the app to act, so this
  // always runs.
  if (isSignOut(request)) return signOut(request);
  // The sign-in callback is a Route Handler (app/oauth2/route.ts): no page rules for it.
  if (isSignInCallback(request.nextUrl.pathname)) return NextResponse.next();
  // A page is rendered as a visitor: the fan's tokens are never read or refreshed here, only the device
  // id given (docs/decisions/0009). /api/session runs the session's lifecycle.
  return withSessionChanges(await routePage(request), pageSessionChanges(request));
}

async function routePage(request: NextRequest): Promise<NextResponse> {
  const { pathname, search, searchParams } = request.nextUrl;
  // The content health report decides who may read it, and no cache may keep it.
  if (pathname === CONTENT_HEALTH_PATH || pathname.startsWith(`${CONTENT_HEALTH_PATH}/`)) {
    return NextResponse.next({ headers: { 'cache-control': 'private, no-store' } });
  }
  // Read from the raw header as the serving layer and the edge read it for their cache keys: Next's
  // cookie parser takes a bare name, or an escaped `%74rue`, for `true`.
  const dismissed = isTakeoverDismissed(request.headers.get('cookie'));
  const decision = await decidePage({ pathname, searchParams, dismissed }).catch((error: unknown) => {
    console.error(`Page decision for ${pathname} failed:`, error);
    return { kind: 'unavailable' } as const;
  });
  // A members-only article for a signed-in fan (the hint, read as both caches read it): rendered per
  // request with the fan's token, for this fan alone. A visitor is given the shared page, whose body
  // the content service left out (docs/decisions/0036).
  if ('membersOnly' in decision && decision.membersOnly && hasFanHint(request.headers.get('cookie'))) {
    return NextResponse.rewrite(
      new URL(`${MEMBERS_ARTICLE_ROUTE}${pathname === '/' ? '' : pathname}${search}`, request.url),
      { headers: { 'cache-control': MEMBERS_CACHE_CONTROL } },
    );
  }
  switch (decision.kind) {
    // CMS redirects: 308 for a path of the site, 307 to another site.
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    // While the takeover runs and the visitor has not dismissed it, every path leads to /.
    // The page asked for is remembered for a few minutes: 'Continue' takes the visitor there.
    case 'takeover': {
      const response = NextResponse.redirect(new URL('/', request.url), 307);
      const deepLink = takeoverReturnFor(`${pathname}${search}`);
      if (deepLink) {
        response.cookies.set(TAKEOVER_RETURN_COOKIE, deepLink, {
          path: '/',
          maxAge: TAKEOVER_RETURN_MAX_AGE,
          sameSite: 'lax',
        });
      }
      return response;
    }
    // A path that is no page gets the server-rendered error page; one the content service cannot answer
    // for in time, with nothing stale to serve, the 503 page (docs/decisions/0004).
    case 'error':
      // An editor's preview may open a draft no published path leads to yet: the page itself decides,
      // from the drafts, and answers 404 if there is none (features/preview).
      if (decision.status === 404 && hasPreviewCookie(request.headers.get('cookie'))) {
        return NextResponse.next({ headers: { 'cache-control': 'private, no-store' } });
      }
      return NextResponse.rewrite(new URL(`${NOT_FOUND_ROUTE}${pathname}`, request.url), {
        status: decision.status,
      });
    case 'unavailable':
      return NextResponse.rewrite(new URL(UNAVAILABLE_ROUTE, request.url), {
        status: 503,
        headers: { 'retry-after': '30' },
      });
    // Pages rendered per request: Next marks them private unless told otherwise, and they are as
    // shareable as any other page at their address (docs/decisions/0016).
    case 'list':
      return NextResponse.rewrite(new URL(`${CATEGORY_LIST_ROUTE}${pathname}${search}`, request.url), {
        headers: { 'cache-control': PER_REQUEST_CACHE_CONTROL },
      });
    case 'filtered':
      return NextResponse.rewrite(
        new URL(`${FILTERED_PAGE_ROUTE}${pathname === '/' ? '' : pathname}${search}`, request.url),
        { headers: { 'cache-control': PER_REQUEST_CACHE_CONTROL } },
      );
    case 'screen':
      return NextResponse.next({ headers: { 'cache-control': PER_REQUEST_CACHE_CONTROL } });
    case 'page':
      return NextResponse.next();
  }
}

export const config = {
  // Pages only: not Next's assets, API routes, the image proxy, or files such as /favicon.ico and /sitemap.xml.
  matcher: ['/((?!_next/|_amplify/|api/|images/|.*\\.[a-z0-9]+$).*)'],
};
