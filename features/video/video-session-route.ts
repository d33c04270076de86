import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { applyChanges, resolveSession } from '@/features/session/resolve-session';
import { getVideoSession, INCORRECT_ENTITLEMENT } from '@/platform/video';

const PRIVATE = { 'cache-control': 'private, no-store' };
const SOURCE_ID = /^[\w.-]{1,128}$/;

/** What the player does with a session lookup: play, or go to /packages or sign-in. */
export type VideoSessionAnswer =
  | { ok: true; sessionKey: string }
  /** 'packages': the fan lacks the package; 'sign-in': anything else a fan can fix by signing in. */
  | { ok: false; code: string; next: 'packages' | 'sign-in' };

/**
 * GET /api/video/{id}/session: the playback session for this visitor, looked up with the fan's token
 * or the device's anonymous one, which stays on the server. A visitor who is not signed in and lacks
 * the package is sent to sign in first (the package may be theirs once signed in); a signed-in fan to
 * /packages.
 */
export async function videoSessionRoute(request: NextRequest, sourceSystemId: string): Promise<NextResponse> {
  if (!SOURCE_ID.test(sourceSystemId))
    return NextResponse.json({ error: 'No such video' }, { status: 404, headers: PRIVATE });
  let session;
  try {
    session = await resolveSession(request, { anonymous: true });
  } catch (error) {
    console.error(
      'Video: the session could not be resolved:',
      error instanceof Error ? error.message : error,
    );
    return NextResponse.json({ error: 'Video is unavailable just now' }, { status: 503, headers: PRIVATE });
  }
  let answer: VideoSessionAnswer;
  try {
    const result = await getVideoSession(sourceSystemId, {
      token: session.fan?.accessToken ?? session.anonymousToken,
    });
    answer = result.ok
      ? { ok: true, sessionKey: result.session.sessionKey }
      : {
          ok: false,
          code: result.code,
          next: result.code === INCORRECT_ENTITLEMENT && session.fan ? 'packages' : 'sign-in',
        };
  } catch (error) {
    console.warn(`Video ${sourceSystemId}: the session lookup failed: ${String(error)}`);
    const response = NextResponse.json(
      { error: 'Video is unavailable just now' },
      { status: 503, headers: PRIVATE },
    );
    applyChanges(response.cookies, session.changes);
    return response;
  }
  const response = NextResponse.json(answer, { headers: PRIVATE });
  applyChanges(response.cookies, session.changes);
  return response;
}
