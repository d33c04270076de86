import { buildAccountUrl, buildAuthorizeUrl } from './authorize-url';
import { toFanSession } from './session';
import { exchangeCode, getAnonymousToken, refreshTokens, revokeToken } from './tokens';
import { forgetProviderKeys, verifyToken } from './verify';
import { createHttpClient } from '../http/client';
import { setHttpClient } from '../http/default-client';
import { FakeUpstream } from '../testing/fake-upstream';
import { installFakeUpstream, TEST_ENV, uninstallFakeUpstream } from '../testing/install';
import { signTestToken, testKeySet, unsignedTestToken } from '../testing/test-keys';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
});
afterEach(uninstallFakeUpstream);

function formOf(n: number) {
  return Object.fromEntries(new URLSearchParams(upstream.calls[n]?.body ?? ''));
}

function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(payload)}.sig`;
}

describe('sign-in addresses', () => {
  it('builds the authorize URL with client_id, redirect_uri, response_type, scope and state', () => {
    const url = new URL(buildAuthorizeUrl({ state: 'xyz' }));
    expect(url.origin + url.pathname).toBe('https://upstream.test/auth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'FURLONG',
      redirect_uri: 'https://www.furlong.test/oauth2/',
      response_type: 'code',
      scope: 'openid profile',
      state: 'xyz',
    });
  });

  it('takes another callback path', () => {
    const url = new URL(buildAuthorizeUrl({ state: 's', redirectPath: 'oauth2/return' }));
    expect(url.searchParams.get('redirect_uri')).toBe('https://www.furlong.test/oauth2/return');
  });

  it('builds the account page address', () => {
    expect(buildAccountUrl()).toBe('https://upstream.test/auth/account');
  });

  it('derives the auth host from env and region when not configured', () => {
    uninstallFakeUpstream();
    installFakeUpstream({ FAN_AUTH_URL: '', PLATFORM_ENV: 'stage', PLATFORM_REGION: 'us' });
    expect(buildAccountUrl()).toBe('https://auth-stage.us.fanplatform.example/account');
  });
});

describe('token calls: form posts to the auth host', () => {
  it('gets an anonymous token with a form post', async () => {
    upstream.on('POST', '/auth/oauth/token', { json: { access_token: 'anon' } });
    expect(await getAnonymousToken('device-1')).toEqual({
      ok: true,
      tokens: { accessToken: 'anon', refreshToken: '' },
    });
    expect(upstream.calls[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(formOf(0)).toEqual({ grant_type: 'anonymous', deviceId: 'device-1', client_id: 'FURLONG' });
  });

  it('exchanges a code at the token URL', async () => {
    upstream.on('POST', '/auth/oauth/token', { json: { access_token: 'a', refresh_token: 'r' } });
    expect(await exchangeCode('the-code', 'device-1')).toEqual({
      ok: true,
      tokens: { accessToken: 'a', refreshToken: 'r' },
    });
    expect(formOf(0)).toEqual({
      code: 'the-code',
      grant_type: 'authorization_code',
      client_id: 'FURLONG',
      redirect_uri: 'https://www.furlong.test/oauth2/',
      device_id: 'device-1',
    });
  });

  it('uses a configured FAN_AUTH_TOKEN_URL for the code exchange', async () => {
    uninstallFakeUpstream();
    upstream = installFakeUpstream({ FAN_AUTH_TOKEN_URL: 'https://id.test/token' });
    upstream.on('POST', '/token', { json: { access_token: 'a' } });
    expect(await exchangeCode('c', 'd')).toMatchObject({ ok: true });
    expect(upstream.calls[0]?.url.href).toBe('https://id.test/token');
  });

  it('refreshes tokens', async () => {
    upstream.on('POST', '/auth/oauth/token', { json: { access_token: 'a2', refresh_token: 'r2' } });
    expect(await refreshTokens('r1', 'device-1')).toMatchObject({ ok: true, tokens: { accessToken: 'a2' } });
    expect(formOf(0)).toEqual({
      grant_type: 'refresh_token',
      deviceId: 'device-1',
      client_id: 'FURLONG',
      refresh_token: 'r1',
    });
  });

  it('calls a 4xx answer or a body without access_token a rejection', async () => {
    upstream.on(
      'POST',
      '/auth/oauth/token',
      { status: 400, json: { error: 'invalid_grant' } },
      { json: { status: 'fail' } },
    );
    expect(await exchangeCode('bad', 'd')).toMatchObject({ ok: false, rejected: true });
    expect(await exchangeCode('bad', 'd')).toMatchObject({ ok: false, rejected: true });
  });

  it('calls a 5xx or network failure unavailable, not a rejection, and never retries', async () => {
    upstream.on('POST', '/auth/oauth/token', { status: 503 }, { networkError: true });
    expect(await refreshTokens('r')).toMatchObject({
      ok: false,
      rejected: false,
      error: { reason: 'status' },
    });
    expect(await refreshTokens('r')).toMatchObject({
      ok: false,
      rejected: false,
      error: { reason: 'network' },
    });
    expect(upstream.calls).toHaveLength(2);
  });

  it('revokes with a bearer DELETE, not reading the answer, and never throws', async () => {
    upstream.on('DELETE', '/auth/oauth/token/revoke', { status: 204 }, { networkError: true });
    expect(await revokeToken('access')).toBe(true);
    expect(upstream.calls[0]?.headers.get('authorization')).toBe('Bearer access');
    expect(await revokeToken('access')).toBe(false);
  });
});

describe('toFanSession', () => {
  it('takes the fan id, name and expiry from the verified claims, the refresh expiry from its token', () => {
    const session = toFanSession(
      { accessToken: jwt({ sub: 'fan-7', exp: 100 }), refreshToken: jwt({ exp: 200 }) },
      { sub: 'fan-7', name: '  Ada  ', exp: 100 },
    );
    expect(session).toMatchObject({
      userId: 'fan-7',
      name: 'Ada',
      accessTokenExpiresAt: 100_000,
      refreshTokenExpiresAt: 200_000,
      anonymous: false,
    });
  });

  it('gives no display name for a blank name claim, and at most 200 characters of a long one', () => {
    const tokens = { accessToken: jwt({ sub: 'fan-7', exp: 100 }), refreshToken: jwt({ exp: 200 }) };
    expect(toFanSession(tokens, { sub: 'fan-7', exp: 100, name: '   ' }).name).toBeNull();
    expect(toFanSession(tokens, { sub: 'fan-7', exp: 100, name: 'x'.repeat(300) }).name).toHaveLength(200);
  });

  it("takes the fan's entitlements from the verified claims, only names of text, none for an anonymous visitor", () => {
    const tokens = { accessToken: jwt({ sub: 'fan-7', exp: 100 }), refreshToken: jwt({ exp: 200 }) };
    const claims = { sub: 'fan-7', exp: 100 };
    expect(
      toFanSession(tokens, { ...claims, entitlements: ['member-queen-anne', 7, ''] }).entitlements,
    ).toEqual(['member-queen-anne']);
    expect(toFanSession(tokens, { ...claims, entitlements: 'member-queen-anne' }).entitlements).toEqual([]);
    expect(toFanSession(tokens, claims).entitlements).toEqual([]);
    const anonymous = { accessToken: jwt({ sub: 'device', exp: 5 }), refreshToken: '' };
    expect(toFanSession(anonymous, { sub: 'device', exp: 5, entitlements: ['x'] }).entitlements).toEqual([]);
  });

  it('treats an empty refresh token as an anonymous visitor without a fan id', () => {
    expect(
      toFanSession(
        { accessToken: jwt({ sub: 'device', exp: 5 }), refreshToken: '' },
        { sub: 'device', exp: 5 },
      ),
    ).toMatchObject({ userId: null, anonymous: true, refreshTokenExpiresAt: null });
  });
});

describe('verifyToken', () => {
  const hour = () => Math.floor(Date.now() / 1000) + 3600;
  const claims = () => ({
    sub: 'fan-ellie',
    iss: TEST_ENV.FAN_AUTH_URL,
    aud: TEST_ENV.CLIENT_ID,
    exp: hour(),
  });

  it("accepts a token signed with the provider's published key, issued by it to this site", async () => {
    expect(await verifyToken(signTestToken(claims()))).toMatchObject({
      kind: 'verified',
      claims: { sub: 'fan-ellie' },
    });
    expect(upstream.callsTo('/auth/.well-known/jwks.json')).toHaveLength(1);
    // The keys are kept: a second token costs no call.
    await verifyToken(signTestToken({ ...claims(), sub: 'fan-2' }));
    expect(upstream.callsTo('/auth/.well-known/jwks.json')).toHaveLength(1);
  });

  it.each([
    ['unsigned (alg none)', () => unsignedTestToken(claims())],
    ['from another issuer', () => signTestToken({ ...claims(), iss: 'https://evil.example/auth' })],
    ['for another site', () => signTestToken({ ...claims(), aud: 'OTHER' })],
    ['expired', () => signTestToken({ ...claims(), exp: Math.floor(Date.now() / 1000) - 5 })],
    ['without a subject', () => signTestToken({ ...claims(), sub: undefined })],
    [
      'with a changed payload',
      () => {
        const [header, , signature] = signTestToken(claims()).split('.');
        const payload = Buffer.from(JSON.stringify({ ...claims(), sub: 'fan-other' })).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['not a token at all', () => 'junk'],
  ])('refuses a token %s', async (_name, make) => {
    expect(await verifyToken(make())).toMatchObject({ kind: 'invalid' });
  });

  it('takes a token not yet valid by a few seconds for one issued by a provider whose clock is ahead', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyToken(signTestToken({ ...claims(), nbf: now + 10, iat: now + 10 }))).toMatchObject({
      kind: 'verified',
    });
    expect(await verifyToken(signTestToken({ ...claims(), nbf: now + 300 }))).not.toMatchObject({
      kind: 'verified',
    });
  });

  it('never calls a token of a key the provider has just rotated to invalid while its keys cannot be read again', async () => {
    // The keys were read a moment ago: jose reads them again only after 30 s.
    expect(await verifyToken(signTestToken(claims()))).toMatchObject({ kind: 'verified' });
    upstream.on('GET', '/auth/.well-known/jwks.json', testKeySet(['current', 'rotated']));
    expect(await verifyToken(signTestToken(claims(), 'rotated'))).toEqual({ kind: 'unavailable' });
  });

  it('reads the keys once for the whole process, whichever HTTP client asks, until they are forgotten', async () => {
    expect(await verifyToken(signTestToken(claims()))).toMatchObject({ kind: 'verified' });
    const again = new FakeUpstream().on('GET', '/auth/.well-known/jwks.json', testKeySet());
    setHttpClient(createHttpClient({ fetch: again.fetch, timeoutMs: null, staleSeconds: 0 }));
    expect(await verifyToken(signTestToken(claims()))).toMatchObject({ kind: 'verified' });
    expect(again.calls).toHaveLength(0);
    forgetProviderKeys();
    expect(await verifyToken(signTestToken(claims()))).toMatchObject({ kind: 'verified' });
    expect(again.callsTo('/auth/.well-known/jwks.json')).toHaveLength(1);
  });

  it('tells a provider whose keys cannot be read from a bad token', async () => {
    upstream.on('GET', '/auth/.well-known/jwks.json', { networkError: true });
    expect(await verifyToken(signTestToken(claims()))).toEqual({ kind: 'unavailable' });
  });
});
