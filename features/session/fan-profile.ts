// No 'server-only': reads claims the browser may be told (never the token itself).
import { tryDecodeToken } from '@/platform/shared/token';

/** The fan's display name: the access token's `name` claim, when it has one. */
export function displayNameOf(accessToken: string): string | null {
  const name = tryDecodeToken(accessToken)?.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : null;
}
