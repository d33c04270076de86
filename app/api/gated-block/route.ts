import type { NextRequest } from 'next/server';
import { gatedBlockRoute } from '@/features/block-rules/gated-block-route';

export async function GET(request: NextRequest) {
  return gatedBlockRoute(request);
}
