import type { NextRequest } from 'next/server';
import { formTicketRoute } from '@/features/forms/form-routes';

export async function POST(request: NextRequest, { params }: { params: Promise<{ formId: string }> }) {
  return formTicketRoute(request, (await params).formId);
}
