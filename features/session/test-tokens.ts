// Unsigned test tokens: the site decodes tokens, it never verifies them (the provider does).
export function testToken(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.sig`;
}

/** A token expiring `seconds` after `now` (milliseconds); negative for one already expired. */
export function tokenExpiringIn(seconds: number, now: number, claims: Record<string, unknown> = {}): string {
  return testToken({ sub: 'fan-1', ...claims, exp: Math.floor(now / 1000) + seconds });
}
