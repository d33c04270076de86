import type { NextRequest } from 'next/server';
import { getPollRoute } from '@/features/polls/poll-routes';

export async function GET(request: NextRequest, { params }: { params: Promise<{ pollId: string }> }) {
  return getPollRoute(request, (await params).pollId);
}
