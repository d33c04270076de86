import type { NextRequest } from 'next/server';
import { deviceRoute } from '@/features/public-config/device-route';

export function GET(request: NextRequest) {
  return deviceRoute(request);
}
