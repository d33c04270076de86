import type { NextRequest } from 'next/server';
import { revalidateRoute } from '@/features/revalidation/revalidate-route';

export function POST(request: NextRequest) {
  return revalidateRoute(request);
}
