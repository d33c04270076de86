import 'server-only';
import { z } from 'zod';
import { requestResult } from './http/request';
import { segment } from './http/url';
import { envelope } from './schemas/upstream-primitives';
import { getSettings } from './settings';
import type { VideoSessionResult } from './types/video';

/** This code sends the visitor to /packages; any other to sign-in. */
export const INCORRECT_ENTITLEMENT = 'incorrect_entitlement';

// data is the player's session key: as text, or as an object naming it (the player calls it ks).
const sessionResponse = envelope(
  z
    .union([
      z.string().min(1),
      z.looseObject({ sessionKey: z.string().min(1) }).transform((data) => data.sessionKey),
      z.looseObject({ ks: z.string().min(1) }).transform((data) => data.ks),
    ])
    .transform((sessionKey) => ({ sessionKey })),
);

export interface VideoSessionAuth {
  token?: string | null;
  /** Sent as Authorization-Third-Party instead of the bearer token when given. */
  thirdPartyToken?: string | null;
}

function errorCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { status, error } = body as { status?: unknown; error?: { code?: unknown } };
  if (status !== 'fail') return null;
  return typeof error?.code === 'string' ? error.code : 'unknown';
}

/** The gateway path: '-stage' for non-production. */
export function videoSessionPath(sourceSystemId: string): string {
  const settings = getSettings();
  const gateway =
    settings.platformEnv === 'production' ? 'stream-video-gateway' : 'stream-video-gateway-stage';
  return `/provider/${gateway}/v1/${segment(settings.clientId)}/session/${segment(sourceSystemId)}`;
}

/**
 * GET {feeds host}/provider/stream-video-gateway[-stage]/v1/{clientId}/session/{id}. Never
 * cached (it is personal). `status: 'fail'` gives its error.code as a typed result; a gateway
 * that cannot answer throws UpstreamUnavailableError (the caller logs it and shows nothing).
 */
export async function getVideoSession(
  sourceSystemId: string,
  auth: VideoSessionAuth = {},
): Promise<VideoSessionResult> {
  const headers: Record<string, string> = {};
  if (auth.thirdPartyToken) headers['Authorization-Third-Party'] = `Bearer ${auth.thirdPartyToken}`;
  const result = await requestResult(videoSessionPath(sourceSystemId), {
    baseUrl: getSettings().videoGatewayUrl,
    schema: sessionResponse,
    headers,
    token: auth.thirdPartyToken ? null : auth.token,
    noCache: true,
  });
  if (result.kind === 'ok') return { ok: true, session: result.value.data };
  if (result.kind === 'absent') return { ok: false, code: 'not_found', entitlementRequired: false };
  const code = errorCode(result.error.body);
  if (code === null) throw result.error;
  return { ok: false, code, entitlementRequired: code === INCORRECT_ENTITLEMENT };
}
