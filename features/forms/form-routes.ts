import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { jsonOrNull, readBody } from '@/features/request-body/read-body';
import { applyChanges, resolveSession } from '@/features/session/resolve-session';
import { refuseCrossSite } from '@/features/session/same-origin-response';
import { getSettings } from '@/platform/settings';
import { BODY_LIMITS } from '@/shared/request-body.mjs';
import { issueTicket, openTicket } from './form-ticket';

const PRIVATE = { 'cache-control': 'private, no-store' };
const FORM_ID = /^[\w.-]{1,128}$/;
const redeemBody = z.object({ ticket: z.string().min(1).max(4096), formId: z.string().regex(FORM_ID) });

const json = (body: unknown, status = 200) => NextResponse.json(body, { status, headers: PRIVATE });

/**
 * POST /api/forms/{formId}/ticket: a ticket for the forms widget to send with a submission, sealing the
 * fan's bearer token (or the device's anonymous one) for this form for two minutes (docs/decisions/0012).
 * The token itself never reaches the page. `{ ticket: null }` when no forms service key is configured.
 */
export async function formTicketRoute(request: NextRequest, formId: string): Promise<NextResponse> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  if (!FORM_ID.test(formId)) return json({ error: 'No such form' }, 404);
  const serviceKey = getSettings().thirdParty.formsServiceKey;
  if (!serviceKey) return json({ ticket: null });
  let session;
  try {
    session = await resolveSession(request, { anonymous: true });
  } catch (error) {
    console.error(
      'Forms: the session could not be resolved:',
      error instanceof Error ? error.message : error,
    );
    return json({ ticket: null });
  }
  const token = session.fan?.accessToken ?? session.anonymousToken;
  const response = json({ ticket: token ? await issueTicket({ formId, token }, serviceKey) : null });
  applyChanges(response.cookies, session.changes);
  return response;
}

function keyMatches(header: string | null, serviceKey: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(serviceKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/forms/redeem, called by the forms service with `Authorization: Bearer {FORMS_SERVICE_KEY}`
 * and `{ ticket, formId }`: the bearer token the ticket carries, for the service to act for the fan.
 */
export async function redeemTicketRoute(request: NextRequest): Promise<NextResponse> {
  const serviceKey = getSettings().thirdParty.formsServiceKey;
  if (!serviceKey || !keyMatches(request.headers.get('authorization'), serviceKey)) {
    return json({ error: 'Not allowed' }, 401);
  }
  const read = await readBody(request, BODY_LIMITS.formsRedeem);
  if (!read.ok) return read.response;
  const body = redeemBody.safeParse(jsonOrNull(read.text));
  if (!body.success) return json({ error: 'The body must be JSON {"ticket", "formId"}' }, 400);
  const contents = await openTicket(body.data.ticket, body.data.formId, serviceKey);
  if (!contents) return json({ error: 'The ticket is not valid for this form, or has expired' }, 400);
  return json({ formId: contents.formId, token: contents.token });
}
