import 'server-only';
import { generateKeyPairSync, sign } from 'node:crypto';
import type { FakeReply } from './fake-upstream';

// The identity provider's signing key in unit tests: made once per test file, its public half served by
// the fake upstream at the provider's JWKS address, so tokens signed here verify as the provider's.
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const KEY_ID = 'test-key';

/** The JWKS answer the fake identity provider gives. */
export function testKeySet(): FakeReply {
  return {
    json: { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'ES256', use: 'sig' }] },
  };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ES256 JWT with these claims, signed with the test provider's key (synchronously, for test tables). */
export function signTestToken(payload: Record<string, unknown>): string {
  const input = `${part({ alg: 'ES256', typ: 'JWT', kid: KEY_ID })}.${part(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** A token in the same shape that no provider signed (`alg: none`). */
export function unsignedTestToken(payload: Record<string, unknown>): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
