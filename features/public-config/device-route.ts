import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { applyChanges, deviceIdFrom } from '@/features/session/resolve-session';
import type { DeviceAnswer } from './public-config-element';

/**
 * GET /api/device: the visitor's device id (deviceId of the public runtime configuration),
 * read from its HttpOnly cookie, or a new one stored in it. Never cached, so the page's HTML stays the
 * same for everyone and each browser learns only its own id (decision 17).
 */
export function deviceRoute(request: NextRequest): NextResponse {
  const { deviceId, changes } = deviceIdFrom(request.cookies);
  const answer: DeviceAnswer = { deviceId };
  const response = NextResponse.json(answer, { headers: { 'cache-control': 'private, no-store' } });
  applyChanges(response.cookies, changes);
  return response;
}
