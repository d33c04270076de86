import type { NextRequest } from 'next/server';
import { previewRoute } from '@/features/preview/preview-route';

export function GET(request: NextRequest) {
  return previewRoute(request);
}
