import { NextResponse, type NextRequest } from 'next/server';

// Per-visitor and per-path concerns run here, before any page cache. The error page reads the
// requested path from this header, so a 404's message names it even without JavaScript.
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-furlong-path', request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/).*)'],
};
