import type { NextRequest } from 'next/server';
import { videoSessionRoute } from '@/features/video/video-session-route';

export async function GET(request: NextRequest, { params }: { params: Promise<{ sourceSystemId: string }> }) {
  return videoSessionRoute(request, (await params).sourceSystemId);
}
