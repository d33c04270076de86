import type { NextRequest } from 'next/server';
import { votePollRoute } from '@/features/polls/poll-routes';

export async function POST(request: NextRequest, { params }: { params: Promise<{ pollId: string }> }) {
  return votePollRoute(request, (await params).pollId);
}
