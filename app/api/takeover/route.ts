import { NextResponse, type NextRequest } from 'next/server';
import { readBody } from '@/features/request-body/read-body';
import { refuseCrossSite } from '@/features/session/same-origin-response';
import { TAKEOVER_FLAG, TAKEOVER_FLAG_MAX_AGE } from '@/features/takeover/takeover-flag';
import { TAKEOVER_RETURN_COOKIE, takeoverReturnPath } from '@/features/takeover/takeover-return';

// The story a takeover button opens (its form's `to` field, a path of a few hundred bytes at most), if
// the form names one; a body too large or broken off names none.
async function chosenPage(request: NextRequest): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  const read = await readBody(request, 2048);
  const to = read.ok ? new URLSearchParams(read.text).get('to') : null;
  return to ? takeoverReturnPath(to) : null;
}

// Dismissal without JavaScript: the takeover's form posts here. Only from our own pages (CSRF).
export async function POST(request: NextRequest) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  // To the story the button names, else back to the page the visitor asked for before the takeover
  // sent them to /, if any; either only ever a path of this site.
  const target =
    (await chosenPage(request)) ?? takeoverReturnPath(request.cookies.get(TAKEOVER_RETURN_COOKIE)?.value);
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  response.cookies.set(TAKEOVER_FLAG, 'true', { path: '/', maxAge: TAKEOVER_FLAG_MAX_AGE, sameSite: 'lax' });
  response.cookies.delete(TAKEOVER_RETURN_COOKIE);
  return response;
}
