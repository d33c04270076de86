import { NextResponse, type NextRequest } from 'next/server';
import { applyChanges, resolveSession } from '@/features/session/resolve-session';
import type { SessionAnswer } from '@/features/session/session-answer';

const PRIVATE = { 'cache-control': 'private, no-store' };

// Runs the fan's session lifecycle (refresh, clear) and tells the browser what it may know: never a token
// (tokens stay in HttpOnly cookies, decision 9). A visitor costs no token grant here: the device's
// anonymous token is obtained by the calls that need one (a vote, a video session), which resolveSession
// limits per client address.
export async function GET(request: NextRequest): Promise<NextResponse> {
  let session;
  try {
    session = await resolveSession(request, { anonymous: false });
  } catch (error) {
    console.error('Session lifecycle failed:', error instanceof Error ? error.message : error);
    return NextResponse.json({ error: 'Session unavailable' }, { status: 503, headers: PRIVATE });
  }
  const { fan } = session;
  const answer: SessionAnswer = {
    signedIn: fan !== null,
    fanId: fan?.userId ?? null,
    displayName: fan?.name ?? null,
  };
  const response = NextResponse.json(answer, { headers: PRIVATE });
  applyChanges(response.cookies, session.changes);
  return response;
}
