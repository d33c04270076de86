import 'server-only';
import { headers } from 'next/headers';
import type { CookieTarget } from './cookie-options';
import { applyChanges, resolveSession, type CookieSource } from './resolve-session';

/**
 * The bearer token for a user-specific upstream call from our server (issue 5): the fan's access
 * token (refreshed when due), else the device's anonymous token (obtained when missing). In a Route
 * Handler pass `await cookies()`: the refreshed or new tokens are stored through it. Null when the
 * identity provider could not give any token.
 */
export async function bearerFor(store: CookieSource & CookieTarget): Promise<string | null> {
  const session = await resolveSession({ cookies: store, headers: await headers() }, { anonymous: true });
  applyChanges(store, session.changes);
  return session.fan?.accessToken ?? session.anonymousToken;
}
