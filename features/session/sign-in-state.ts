import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh random `state` for the sign-in redirect, 256 bits. */
export function newSignInState(): string {
  return randomBytes(32).toString('base64url');
}

/** The callback's `state` must equal the one kept in the cookie; a missing one on either side is refused. */
export function stateMatches(
  expected: string | null | undefined,
  received: string | null | undefined,
): boolean {
  if (!expected || !received || expected.length < 16) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** PKCE (RFC 7636): a fresh code verifier (256 bits, 43 characters) and its S256 challenge. */
export function newCodeVerifier(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
