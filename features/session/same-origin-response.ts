import 'server-only';
import { NextResponse } from 'next/server';
import { getSettings } from '@/platform/settings';
import { checkSameOrigin, type OriginCheckRequest } from './same-origin';

/** For a state-changing Route Handler: a 403 answer for a cross-site request, else null. */
export function refuseCrossSite(request: OriginCheckRequest): NextResponse | null {
  if (checkSameOrigin(request, getSettings().siteUrl)) return null;
  return NextResponse.json(
    { error: 'Cross-site request refused' },
    { status: 403, headers: { 'cache-control': 'private, no-store' } },
  );
}
