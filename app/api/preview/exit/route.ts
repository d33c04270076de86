import type { NextRequest } from 'next/server';
import { exitPreviewRoute } from '@/features/preview/preview-route';

export function GET(request: NextRequest) {
  return exitPreviewRoute(request);
}
