import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { applyChanges, deviceTagContext, resolveSession } from '@/features/session/resolve-session';
import { refuseCrossSite } from '@/features/session/same-origin-response';
import { getSettings } from '@/platform/settings';
import type { DeviceTagsHandOff } from './device-tags';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * POST /api/device-tags: the hand-off to the device-tags script: the device's anonymous token, never the
 * fan's, and the device tag context `{ device_id, fan_id }`. From our own pages only, never cached, and only
 * while device tags are configured; the page asks for it once analytics consent is given
 * (docs/decisions/0018).
 */
export async function deviceTagsRoute(request: NextRequest): Promise<NextResponse> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const { deviceTagsApiKey, deviceTagsScriptUrl } = getSettings().thirdParty;
  if (!deviceTagsApiKey || !deviceTagsScriptUrl) {
    return NextResponse.json({ error: 'Device tags are not configured' }, { status: 404, headers: PRIVATE });
  }
  let session;
  try {
    session = await resolveSession(request, { anonymous: 'always' });
  } catch (error) {
    console.warn(
      'Device tags: the session could not be resolved:',
      error instanceof Error ? error.message : error,
    );
    return NextResponse.json({ error: 'No token just now' }, { status: 503, headers: PRIVATE });
  }
  const token = session.anonymousToken;
  const refusedFor = session.grantRefusedFor;
  const response = token
    ? NextResponse.json({ token, context: deviceTagContext(session) } satisfies DeviceTagsHandOff, {
        headers: PRIVATE,
      })
    : refusedFor
      ? NextResponse.json(
          { error: 'Too many new visitors from this address; try again shortly' },
          { status: 429, headers: { ...PRIVATE, 'retry-after': String(refusedFor) } },
        )
      : NextResponse.json({ error: 'No token just now' }, { status: 503, headers: PRIVATE });
  applyChanges(response.cookies, session.changes);
  return response;
}
