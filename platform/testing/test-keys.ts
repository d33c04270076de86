import 'server-only';
import { generateKeyPairSync, sign } from 'node:crypto';
import type { FakeReply } from './fake-upstream';

// The identity provider's signing key in unit tests: made once per test file, its public half served by
// the fake upstream at the provider's JWKS address, so tokens signed here verify as the provider's.
// A second key stands for the one the provider rotates to.
const KEYS = {
  current: { id: 'test-key', ...generateKeyPairSync('ec', { namedCurve: 'P-256' }) },
  rotated: { id: 'rotated-key', ...generateKeyPairSync('ec', { namedCurve: 'P-256' }) },
};
export type TestKeyName = keyof typeof KEYS;

/** The JWKS answer the fake identity provider gives: its current key, or these keys. */
export function testKeySet(names: readonly TestKeyName[] = ['current']): FakeReply {
  return {
    json: {
      keys: names.map((name) => ({
        ...KEYS[name].publicKey.export({ format: 'jwk' }),
        kid: KEYS[name].id,
        alg: 'ES256',
        use: 'sig',
      })),
    },
  };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ES256 JWT with these claims, signed with the test provider's key (synchronously, for test tables). */
export function signTestToken(payload: Record<string, unknown>, keyName: TestKeyName = 'current'): string {
  const key = KEYS[keyName];
  const input = `${part({ alg: 'ES256', typ: 'JWT', kid: key.id })}.${part(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** A token in the same shape that no provider signed (`alg: none`). */
export function unsignedTestToken(payload: Record<string, unknown>): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
