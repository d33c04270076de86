import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { PromoViewRequest } from '@/blocks/promo/promo-request';
import { jsonOrNull, readBody } from '@/features/request-body/read-body';
import { applyChanges, resolveSession, type ResolvedSession } from '@/features/session/resolve-session';
import { refuseCrossSite } from '@/features/session/same-origin-response';
import { postEvents } from '@/platform/events';
import { BODY_LIMITS } from '@/shared/request-body.mjs';
import { personalisedViewEvent } from './view-event';

const PRIVATE = { 'cache-control': 'private, no-store' };
const ID = /^[^\p{Cc}]{1,128}$/u;

const viewBody = z.strictObject({
  sourceSystemId: z.string().regex(ID),
  rulesetId: z.string().regex(ID).nullable(),
  contentType: z.string().regex(ID).nullable(),
}) satisfies z.ZodType<PromoViewRequest>;

function answer(session: ResolvedSession | null, body: unknown, status: number) {
  const response = NextResponse.json(body, { status, headers: PRIVATE });
  if (session) applyChanges(response.cookies, session.changes);
  return response;
}

function readView(text: string): PromoViewRequest | null {
  const parsed = viewBody.safeParse(jsonOrNull(text));
  return parsed.success ? parsed.data : null;
}

/**
 * POST /api/promo/view with the block's ids: the personalised view event, sent to the
 * events collector as a batch of one, with the device and the fan known here from the cookies; the
 * browser names only the block. From our own pages only.
 */
export async function promoViewRoute(request: NextRequest): Promise<NextResponse> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const body = await readBody(request, BODY_LIMITS.promoView);
  if (!body.ok) return body.response;
  const view = readView(body.text);
  if (!view) return answer(null, { error: "The body is not a personalised block's view" }, 400);
  let session: ResolvedSession;
  try {
    session = await resolveSession(request, { anonymous: false });
  } catch (error) {
    console.warn(
      `Personalised block ${view.sourceSystemId}: no view event, the session could not be resolved:`,
      error instanceof Error ? error.message : error,
    );
    return answer(null, { error: 'The view could not be recorded just now' }, 503);
  }
  const event = personalisedViewEvent(view, {
    deviceId: session.deviceId,
    authId: session.fan?.userId ?? null,
  });
  if (!(await postEvents([event]))) {
    console.warn(
      `Personalised block ${view.sourceSystemId}: the events collector did not take its view event`,
    );
    return answer(session, { error: 'The view could not be recorded just now' }, 503);
  }
  return answer(session, { recorded: true }, 202);
}
