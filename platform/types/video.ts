import 'server-only';

/** A video session: the key the player needs. */
export interface VideoSession {
  sessionKey: string;
}

/**
 * The session lookup's answer. `incorrect_entitlement` sends the visitor to /packages; any other
 * code to the sign-in site.
 */
export type VideoSessionResult =
  { ok: true; session: VideoSession } | { ok: false; code: string; entitlementRequired: boolean };
