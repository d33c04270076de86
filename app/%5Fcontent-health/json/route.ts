import { NextResponse, type NextRequest } from 'next/server';
import { mayReadContentHealth } from '@/features/content-health/access';
import { contentHealthReport } from '@/features/content-health/content-health';
import { UpstreamUnavailableError } from '@/platform/http/outcome';

const PRIVATE = { 'cache-control': 'private, no-store' };

/** GET /_content-health/json: the content health report as JSON, for the same readers as the page. */
export async function GET(request: NextRequest) {
  if (!(await mayReadContentHealth(request.nextUrl.searchParams.get('secret')))) {
    return NextResponse.json({ error: 'Not allowed' }, { status: 401, headers: PRIVATE });
  }
  try {
    return NextResponse.json(await contentHealthReport(), { headers: PRIVATE });
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    return NextResponse.json(
      { error: 'The content service did not answer; try again in a moment' },
      { status: 503, headers: PRIVATE },
    );
  }
}
