import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { PromoViewRequest } from '@/blocks/promo/promo-request';
import { applyChanges, resolveSession, type ResolvedSession } from '@/features/session/resolve-session';
import { refuseCrossSite } from '@/features/session/same-origin-response';
import { postEvents } from '@/platform/events';
import { personalisedViewEvent } from './view-event';

const PRIVATE = { 'cache-control': 'private, no-store' };
const ID = /^[^\p{Cc}]{1,128}$/u;
const MAX_BODY_CHARS = 2000;

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

async function readView(request: NextRequest): Promise<PromoViewRequest | null> {
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_CHARS) return null;
    const parsed = viewBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/promo/view with the block's ids: the personalised view event (spec blocks §3), sent to the
 * events collector as a batch of one, with the device and the fan known here from the cookies; the
 * browser names only the block. From our own pages only.
 */
export async function promoViewRoute(request: NextRequest): Promise<NextResponse> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const view = await readView(request);
  if (!view) return answer(null, { error: "The body is not a personalised block's view" }, 400);
  let session: ResolvedSession;
  try {
    session = await resolveSession(request.cookies, { anonymous: false });
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
