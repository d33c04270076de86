import type { NextRequest, NextResponse } from 'next/server';
import { startSignIn } from '@/features/session/sign-in';

// GET /api/session/sign-in?return=/the/path: remembers the path and sends the visitor to the sign-in site.
export function GET(request: NextRequest): NextResponse {
  return startSignIn(request);
}
