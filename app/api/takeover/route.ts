import { NextResponse, type NextRequest } from 'next/server';
import { refuseCrossSite } from '@/features/session/same-origin-response';
import { TAKEOVER_FLAG, TAKEOVER_FLAG_MAX_AGE } from '@/features/takeover/takeover-flag';
import { TAKEOVER_RETURN_COOKIE, takeoverReturnPath } from '@/features/takeover/takeover-return';

// Dismissal without JavaScript: the takeover's form posts here. Only from our own pages (CSRF).
export function POST(request: NextRequest) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  // Back to the page the visitor asked for before the takeover sent them to /, if any.
  const target = takeoverReturnPath(request.cookies.get(TAKEOVER_RETURN_COOKIE)?.value);
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  response.cookies.set(TAKEOVER_FLAG, 'true', { path: '/', maxAge: TAKEOVER_FLAG_MAX_AGE, sameSite: 'lax' });
  response.cookies.delete(TAKEOVER_RETURN_COOKIE);
  return response;
}
