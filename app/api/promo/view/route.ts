import type { NextRequest } from 'next/server';
import { promoViewRoute } from '@/features/personalisation/view-route';

export async function POST(request: NextRequest) {
  return promoViewRoute(request);
}
