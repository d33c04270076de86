import 'server-only';
import { createHash } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';

/** How long a ticket can be redeemed: long enough to fill in a form after pressing send, no longer. */
export const TICKET_SECONDS = 120;
const ISSUER = 'furlong-forms';

/** The form a ticket was issued for, and the bearer token it carries to the forms service. */
export interface TicketContents {
  formId: string;
  token: string;
}

const keyOf = (serviceKey: string) =>
  createHash('sha256').update(`furlong form ticket\0${serviceKey}`).digest();

/**
 * A form ticket (docs/decisions/0012): the visitor's bearer token sealed for one form for two minutes,
 * encrypted (A256GCM), so the page that carries it to the forms widget cannot read the token.
 */
export async function issueTicket(
  contents: TicketContents,
  serviceKey: string,
  now = Date.now(),
): Promise<string> {
  const seconds = Math.floor(now / 1000);
  return new EncryptJWT({ form: contents.formId, token: contents.token })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuer(ISSUER)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + TICKET_SECONDS)
    .encrypt(keyOf(serviceKey));
}

/** What a ticket carries, or null when it is forged, altered, expired or for another form. */
export async function openTicket(
  ticket: string,
  formId: string,
  serviceKey: string,
  now = Date.now(),
): Promise<TicketContents | null> {
  try {
    const { payload } = await jwtDecrypt(ticket, keyOf(serviceKey), {
      issuer: ISSUER,
      currentDate: new Date(now),
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    if (payload.form !== formId || typeof payload.token !== 'string') return null;
    return { formId, token: payload.token };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
