import { NextResponse, type NextRequest } from 'next/server';
import { refuseCrossSite } from '@/features/session/same-origin-response';
import { TAKEOVER_FLAG, TAKEOVER_FLAG_MAX_AGE } from '@/features/takeover/takeover-flag';

// Dismissal without JavaScript: the takeover's form posts here. Only from our own pages (CSRF).
export function POST(request: NextRequest) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const response = NextResponse.redirect(new URL('/', request.url), 303);
  response.cookies.set(TAKEOVER_FLAG, 'true', { path: '/', maxAge: TAKEOVER_FLAG_MAX_AGE, sameSite: 'lax' });
  return response;
}
