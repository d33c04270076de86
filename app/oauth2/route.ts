import { NextResponse, type NextRequest } from 'next/server';
import { completeSignIn } from '@/features/session/callback';

// spec §4 step 5: the sign-in callback. Always a redirect: the query leaves the address bar and a
// failure lands the visitor back where they were, never on an error page.
export async function GET(request: NextRequest): Promise<NextResponse> {
  return completeSignIn(request);
}
