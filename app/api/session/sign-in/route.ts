import type { NextRequest, NextResponse } from 'next/server';
import { startSignIn } from '@/features/session/sign-in';

// spec §4 "Sign-in redirect": GET /api/session/sign-in?return=/the/path.
export function GET(request: NextRequest): NextResponse {
  return startSignIn(request);
}
