import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone gave matches the configured one, in a time that does not depend on how
 * much of it matched (both are hashed first, so their lengths do not show either). An empty one never
 * matches.
 */
export function secretMatches(given: string | null | undefined, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given ?? ''), digest(secret)) && Boolean(given);
}
