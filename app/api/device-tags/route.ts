import type { NextRequest } from 'next/server';
import { deviceTagsRoute } from '@/features/analytics/device-tags-route';

export async function POST(request: NextRequest) {
  return deviceTagsRoute(request);
}
