import { NextResponse, type NextRequest } from 'next/server';
import { pageExists } from '@/features/routing/page-exists';
import { NOT_FOUND_ROUTE, UNAVAILABLE_ROUTE } from '@/ui/error/error-messages';

// Runs before any page cache. A path that is no page of the site is answered here with the 404 page,
// rendered on the server with the path in its message; a path the content service cannot answer for,
// with nothing stale to serve, gets the 503 page (docs/decisions/0004).
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (request.method === 'GET' || request.method === 'HEAD') {
    const existence = await pageExists(pathname);
    if (existence === 'not-found') {
      return NextResponse.rewrite(new URL(`${NOT_FOUND_ROUTE}${pathname}`, request.url), { status: 404 });
    }
    if (existence === 'unavailable') {
      return NextResponse.rewrite(new URL(UNAVAILABLE_ROUTE, request.url), {
        status: 503,
        headers: { 'retry-after': '30' },
      });
    }
  }
  return NextResponse.next();
}

export const config = {
  // Pages only: not Next's assets, API routes, or files such as /favicon.ico.
  matcher: ['/((?!_next/|api/|images/|.*\\.[a-z0-9]+$).*)'],
};
