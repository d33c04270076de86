import { NextResponse, type NextRequest } from 'next/server';
import { completeSignIn } from '@/features/session/callback';

// The sign-in callback (/oauth2/?code=…&state=…), where the code is exchanged for tokens. Always a
// redirect: the query leaves the address bar and a failure lands the visitor back where they were,
// never on an error page.
export async function GET(request: NextRequest): Promise<NextResponse> {
  return completeSignIn(request);
}
