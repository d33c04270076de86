import type { NextRequest } from 'next/server';
import { eventsRoute } from '@/features/events/events-route';

export async function POST(request: NextRequest) {
  return eventsRoute(request);
}
