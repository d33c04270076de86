import type { NextRequest } from 'next/server';
import { redeemTicketRoute } from '@/features/forms/form-routes';

export async function POST(request: NextRequest) {
  return redeemTicketRoute(request);
}
