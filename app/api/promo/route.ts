import type { NextRequest } from 'next/server';
import { promoRoute } from '@/features/personalisation/promo-route';

export async function GET(request: NextRequest) {
  return promoRoute(request);
}
