import { NextResponse, type NextRequest } from 'next/server';
import { TAKEOVER_FLAG, TAKEOVER_FLAG_MAX_AGE } from '@/features/takeover/takeover-flag';

// Dismissal without JavaScript: the takeover's form posts here. Only from our own pages.
export function POST(request: NextRequest) {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== request.nextUrl.origin) {
    return NextResponse.json({ error: 'Cross-site request refused' }, { status: 403 });
  }
  const response = NextResponse.redirect(new URL('/', request.url), 303);
  response.cookies.set(TAKEOVER_FLAG, 'true', { path: '/', maxAge: TAKEOVER_FLAG_MAX_AGE, sameSite: 'lax' });
  return response;
}
