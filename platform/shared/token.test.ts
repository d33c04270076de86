import { decodeToken, InvalidTokenError, isExpired, tokenExpiresAt, tryDecodeToken } from './token';

function part(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function token(payload: unknown): string {
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

describe('decodeToken', () => {
  it('returns the payload with sub and exp', () => {
    expect(decodeToken(token({ sub: 'fan-1', exp: 1700000000, name: 'Ann' }))).toEqual({
      sub: 'fan-1',
      exp: 1700000000,
      name: 'Ann',
    });
  });

  it('decodes unicode payloads', () => {
    expect(decodeToken(token({ sub: 'Zoë' })).sub).toBe('Zoë');
  });

  it.each([undefined, null, 42, {}])('rejects %o: must be a string', (value) => {
    expect(() => decodeToken(value)).toThrow(
      new InvalidTokenError('Invalid token specified: must be a string'),
    );
  });

  it('rejects a token without a payload part', () => {
    expect(() => decodeToken('onlyone')).toThrow('Invalid token specified: missing part #2');
  });

  it('rejects a payload that is not base64', () => {
    expect(() => decodeToken('a.b.c')).toThrow(/^Invalid token specified: invalid base64 for part #2 \(/);
  });

  it('rejects a payload that is not JSON', () => {
    const notJson = Buffer.from('not json').toString('base64url');
    expect(() => decodeToken(`a.${notJson}.c`)).toThrow(
      /^Invalid token specified: invalid json for part #2 \(/,
    );
  });

  it('rejects a payload that is not an object', () => {
    expect(() => decodeToken(token(7))).toThrow(InvalidTokenError);
  });
});

describe('expiry helpers', () => {
  const exp = 1_700_000_000;
  const jwt = token({ sub: 'fan', exp });

  it('reads the expiry in milliseconds', () => {
    expect(tokenExpiresAt(jwt)).toBe(exp * 1000);
    expect(tokenExpiresAt('bad')).toBeNull();
    expect(tryDecodeToken('bad')).toBeNull();
  });

  it('is expired at and after exp, not before', () => {
    expect(isExpired(jwt, exp * 1000 - 1)).toBe(false);
    expect(isExpired(jwt, exp * 1000)).toBe(true);
  });

  it('counts the skew as already expired', () => {
    expect(isExpired(jwt, exp * 1000 - 59_000, 60)).toBe(true);
    expect(isExpired(jwt, exp * 1000 - 61_000, 60)).toBe(false);
  });

  it('treats an invalid token as expired and a token without exp as never expiring', () => {
    expect(isExpired('not-a-token', 0)).toBe(true);
    expect(isExpired(token({ sub: 'x' }), Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
