import { createHash } from 'node:crypto';
import { NextRequest } from 'next/server';
import { GET as sessionGET } from '@/app/api/session/route';
import { clearSettingsCache } from '@/platform/settings';
import type { FakeUpstream } from '@/platform/testing/fake-upstream';
import { installFakeUpstream, uninstallFakeUpstream } from '@/platform/testing/install';
import { testKeySet, unsignedTestToken } from '@/platform/testing/test-keys';
import {
  ACCESS_COOKIE,
  ANONYMOUS_COOKIE,
  DEVICE_COOKIE,
  HINT_COOKIE,
  REFRESH_COOKIE,
  PKCE_COOKIE,
  RETURN_COOKIE,
  STATE_COOKIE,
} from '@/shared/cookies.mjs';
import { bearerFor } from './bearer';
import { completeSignIn } from './callback';
import { pageSessionChanges, signOut } from './proxy-session';
import { deviceTagContext, resolveSession } from './resolve-session';
import { startSignIn } from './sign-in';
import { tokenExpiringIn } from './test-tokens';

// bearerFor reads the request's headers through next/headers.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
});
afterEach(uninstallFakeUpstream);

const DEVICE = '0b9d6f5e-3c1a-4b7e-9a2d-5f8e7c6b5a41';
const STATE = 'a-state-of-at-least-sixteen-characters';
let serial = 0;
const unique = () => ({ jti: `t-${++serial}` });

function request(path: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return new NextRequest(`https://www.furlong.test${path}`, { headers: { ...headers, cookie } });
}

/** A signed-in fan's cookies with this access token and a refresh token good for a day. */
const fanCookies = (accessToken: string) => ({
  [DEVICE_COOKIE]: DEVICE,
  [ACCESS_COOKIE]: accessToken,
  [REFRESH_COOKIE]: tokenExpiringIn(86_400, Date.now(), unique()),
  [HINT_COOKIE]: 'in',
});

/** What a session is resolved from: these cookies, from this client address. */
function sessionRequest(cookies: Record<string, string>, forwardedFor = '203.0.113.1') {
  return {
    cookies: { get: (name: string) => (name in cookies ? { value: cookies[name]! } : undefined) },
    headers: new Headers({ 'x-forwarded-for': forwardedFor }),
  };
}

const form = (n: number) => Object.fromEntries(new URLSearchParams(upstream.calls[n]?.body ?? ''));

describe('starting a sign-in', () => {
  it('redirects to the provider with a fresh state kept in a short-lived HttpOnly cookie, remembering the path', () => {
    const response = startSignIn(request('/api/session/sign-in?return=%2Fnews%3Fpage%3D2'));
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('https://upstream.test/auth/authorize');
    const state = response.cookies.get(STATE_COOKIE);
    expect(target.searchParams.get('state')).toBe(state?.value);
    expect(state?.value).toMatch(/^[\w-]{40,}$/);
    expect(state).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 600 });
    expect(response.cookies.get(RETURN_COOKIE)?.value).toBe('/news?page=2');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('remembers only a same-site path, from ?return= or else our own Referer', () => {
    const hostile = startSignIn(request('/api/session/sign-in?return=%2F%2Fevil.example'));
    expect(hostile.cookies.get(RETURN_COOKIE)?.value).toBe('/');
    const referred = startSignIn(
      request('/api/session/sign-in', {}, { referer: 'https://www.furlong.test/tickets' }),
    );
    expect(referred.cookies.get(RETURN_COOKIE)?.value).toBe('/tickets');
    const elsewhere = startSignIn(request('/api/session/sign-in', {}, { referer: 'https://evil.example/x' }));
    expect(elsewhere.cookies.get(RETURN_COOKIE)?.value).toBe('/');
  });

  it('gives each sign-in its own state', () => {
    const first = startSignIn(request('/api/session/sign-in')).cookies.get(STATE_COOKIE)?.value;
    const second = startSignIn(request('/api/session/sign-in')).cookies.get(STATE_COOKIE)?.value;
    expect(first).not.toBe(second);
  });
});

describe('the sign-in callback', () => {
  const signInCookies = { [STATE_COOKIE]: STATE, [RETURN_COOKIE]: '/news', [DEVICE_COOKIE]: DEVICE };

  it('exchanges the code, stores the tokens HttpOnly and returns to the remembered path without the query', async () => {
    const accessToken = tokenExpiringIn(3600, Date.now(), { name: 'Ellie', ...unique() });
    const refreshToken = tokenExpiringIn(86_400, Date.now(), unique());
    upstream.on('POST', '/auth/oauth/token', {
      json: { access_token: accessToken, refresh_token: refreshToken },
    });
    const response = await completeSignIn(request(`/oauth2/?code=the-code&state=${STATE}`, signInCookies));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://www.furlong.test/news');
    expect(form(0)).toMatchObject({ code: 'the-code', grant_type: 'authorization_code', device_id: DEVICE });
    expect(response.cookies.get(ACCESS_COOKIE)).toMatchObject({
      value: accessToken,
      httpOnly: true,
      secure: true,
    });
    expect(response.cookies.get(REFRESH_COOKIE)).toMatchObject({ value: refreshToken, httpOnly: true });
    expect(response.cookies.get(HINT_COOKIE)).toMatchObject({ value: 'in', httpOnly: false });
    expect(response.cookies.get(STATE_COOKIE)?.maxAge).toBe(0);
    expect(response.cookies.get(RETURN_COOKIE)?.maxAge).toBe(0);
  });

  it.each([
    ['a tampered state', `/oauth2/?code=c&state=${STATE}x`, signInCookies],
    ['a missing state', '/oauth2/?code=c', signInCookies],
    ['no state cookie', `/oauth2/?code=c&state=${STATE}`, { [RETURN_COOKIE]: '/news' }],
    ['no code', `/oauth2/?state=${STATE}`, signInCookies],
  ])('refuses %s: nothing exchanged or stored, back to the path', async (_name, path, cookies) => {
    const response = await completeSignIn(request(path, cookies));
    expect(upstream.calls).toHaveLength(0);
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location') ?? '').search).toBe('');
    expect(response.cookies.get(ACCESS_COOKIE)).toBeUndefined();
    expect(response.cookies.get(HINT_COOKIE)).toBeUndefined();
  });

  it('leaves the session as it was on a refused code (a replayed callback), revoking nothing', async () => {
    upstream.on('POST', '/auth/oauth/token', { status: 400, json: { error: 'invalid_grant' } });
    const current = tokenExpiringIn(3600, Date.now(), unique());
    const response = await completeSignIn(
      request(`/oauth2/?code=used&state=${STATE}`, { ...signInCookies, [ACCESS_COOKIE]: current }),
    );
    expect(response.headers.get('location')).toBe('https://www.furlong.test/news');
    expect(response.cookies.get(ACCESS_COOKIE)).toBeUndefined();
    expect(response.cookies.get(HINT_COOKIE)).toBeUndefined();
    expect(response.cookies.get(STATE_COOKIE)?.maxAge).toBe(0);
    expect(upstream.callsTo('/auth/oauth/token/revoke')).toHaveLength(0);
  });

  it('keeps a sign-in whose token names a key the provider has just rotated to', async () => {
    // The keys were read a moment ago, so they are not read again for the new key's sake.
    await sessionGET(request('/api/session', fanCookies(tokenExpiringIn(3600, Date.now(), unique()))));
    upstream.on('GET', '/auth/.well-known/jwks.json', testKeySet(['current', 'rotated']));
    const accessToken = tokenExpiringIn(3600, Date.now(), unique(), 'rotated');
    upstream.on('POST', '/auth/oauth/token', {
      json: { access_token: accessToken, refresh_token: tokenExpiringIn(86_400, Date.now(), unique()) },
    });
    const response = await completeSignIn(request(`/oauth2/?code=c&state=${STATE}`, signInCookies));
    expect(response.cookies.get(ACCESS_COOKIE)?.value).toBe(accessToken);
    expect(upstream.callsTo('/auth/oauth/token/revoke')).toHaveLength(0);
  });

  it('revokes a token that came back unusable, and keeps the session there was', async () => {
    upstream.on('POST', '/auth/oauth/token', { json: { access_token: 'not-a-jwt' } });
    upstream.on('DELETE', '/auth/oauth/token/revoke', { status: 204 });
    const response = await completeSignIn(request(`/oauth2/?code=c&state=${STATE}`, signInCookies));
    expect(upstream.callsTo('/auth/oauth/token/revoke')[0]?.headers.get('authorization')).toBe(
      'Bearer not-a-jwt',
    );
    expect(response.cookies.get(ACCESS_COOKIE)).toBeUndefined();
  });

  it('sends the PKCE verifier whose S256 challenge went to the provider', async () => {
    const started = startSignIn(request('/api/session/sign-in?return=%2Fnews'));
    const target = new URL(started.headers.get('location') ?? '');
    const verifier = started.cookies.get(PKCE_COOKIE);
    expect(verifier).toMatchObject({ httpOnly: true, maxAge: 600 });
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(verifier!.value).digest('base64url'),
    );
    upstream.on('POST', '/auth/oauth/token', { status: 400, json: { error: 'invalid_grant' } });
    const state = target.searchParams.get('state');
    const response = await completeSignIn(
      request(`/oauth2/?code=c&state=${state}`, {
        [STATE_COOKIE]: state!,
        [PKCE_COOKIE]: verifier!.value,
        [DEVICE_COOKIE]: DEVICE,
      }),
    );
    expect(form(0)).toMatchObject({ code: 'c', code_verifier: verifier!.value });
    expect(response.cookies.get(PKCE_COOKIE)?.maxAge).toBe(0);
  });

  it("lets the second of two overlapping sign-ins win: the first one's callback changes nothing", async () => {
    const first = startSignIn(request('/api/session/sign-in?return=%2Fnews'));
    const second = startSignIn(request('/api/session/sign-in?return=%2Ftickets'));
    const stateOf = (started: typeof first) =>
      new URL(started.headers.get('location') ?? '').searchParams.get('state');
    // The browser holds the second sign-in's cookies; the first tab comes back.
    const cookies = {
      [STATE_COOKIE]: second.cookies.get(STATE_COOKIE)!.value,
      [RETURN_COOKIE]: '/tickets',
      [PKCE_COOKIE]: second.cookies.get(PKCE_COOKIE)!.value,
      [DEVICE_COOKIE]: DEVICE,
    };
    const stale = await completeSignIn(request(`/oauth2/?code=c1&state=${stateOf(first)}`, cookies));
    expect(stale.headers.get('set-cookie')).toBeNull();
    expect(upstream.callsTo('/auth/oauth/token')).toHaveLength(0);

    const accessToken = tokenExpiringIn(3600, Date.now(), unique());
    upstream.on('POST', '/auth/oauth/token', {
      json: { access_token: accessToken, refresh_token: tokenExpiringIn(86_400, Date.now(), unique()) },
    });
    upstream.on('DELETE', '/auth/oauth/token/revoke', { status: 204 });
    const previous = tokenExpiringIn(3600, Date.now(), unique());
    const won = await completeSignIn(
      request(`/oauth2/?code=c2&state=${stateOf(second)}`, { ...cookies, [ACCESS_COOKIE]: previous }),
    );
    expect(won.headers.get('location')).toBe('https://www.furlong.test/tickets');
    expect(won.cookies.get(ACCESS_COOKIE)?.value).toBe(accessToken);
    // The session it replaces is ended at the provider.
    expect(upstream.callsTo('/auth/oauth/token/revoke')[0]?.headers.get('authorization')).toBe(
      `Bearer ${previous}`,
    );
  });

  it('never returns to another site, whatever the return cookie says', async () => {
    const response = await completeSignIn(
      request(`/oauth2/?state=${STATE}`, { [STATE_COOKIE]: STATE, [RETURN_COOKIE]: '//evil.example' }),
    );
    expect(response.headers.get('location')).toBe('https://www.furlong.test/');
  });
});

describe('signing out with ?signout', () => {
  it('revokes the access token, clears the session and the hint, and drops signout from the address', async () => {
    upstream.on('DELETE', '/auth/oauth/token/revoke', { status: 204 });
    const accessToken = tokenExpiringIn(3600, Date.now(), unique());
    const response = await signOut(
      request('/news?page=2&signout', {
        [ACCESS_COOKIE]: accessToken,
        [REFRESH_COOKIE]: 'r',
        [HINT_COOKIE]: 'in',
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://www.furlong.test/news?page=2');
    expect(upstream.calls[0]?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, HINT_COOKIE])
      expect(response.cookies.get(name)?.maxAge).toBe(0);
  });

  it('signs out even when the provider cannot be reached', async () => {
    upstream.on('DELETE', '/auth/oauth/token/revoke', { networkError: true });
    const response = await signOut(request('/?signout', { [ACCESS_COOKIE]: 'a.b.c' }));
    expect(response.headers.get('location')).toBe('https://www.furlong.test/');
    expect(response.cookies.get(ACCESS_COOKIE)?.maxAge).toBe(0);
  });
});

describe('the lifecycle on page requests and /api/session', () => {
  it('costs an anonymous page view nothing but the device id when it has none', async () => {
    expect(pageSessionChanges(request('/news', { [DEVICE_COOKIE]: DEVICE }))).toEqual([]);
    const changes = pageSessionChanges(request('/news'));
    expect(changes).toEqual([expect.objectContaining({ name: DEVICE_COOKIE, httpOnly: true })]);
    expect(upstream.calls).toHaveLength(0);
  });

  it("never reads, refreshes or clears a fan's tokens on a page request, however due", () => {
    const cookies = {
      [DEVICE_COOKIE]: DEVICE,
      [ACCESS_COOKIE]: tokenExpiringIn(30, Date.now(), unique()),
      [REFRESH_COOKIE]: tokenExpiringIn(86_400, Date.now(), unique()),
      [HINT_COOKIE]: 'in',
    };
    expect(pageSessionChanges(request('/news', cookies))).toEqual([]);
    expect(pageSessionChanges(request('/news', { ...cookies, [REFRESH_COOKIE]: 'junk' }))).toEqual([]);
    expect(upstream.calls).toHaveLength(0);
  });

  it('answers /api/session with the fan and never a token, privately', async () => {
    const accessToken = tokenExpiringIn(3600, Date.now(), {
      sub: 'fan-ellie',
      name: 'Ellie Marchbank',
      ...unique(),
    });
    const response = await sessionGET(
      request('/api/session', {
        [DEVICE_COOKIE]: DEVICE,
        [ACCESS_COOKIE]: accessToken,
        [REFRESH_COOKIE]: tokenExpiringIn(86_400, Date.now(), unique()),
        [HINT_COOKIE]: 'in',
      }),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      signedIn: true,
      fanId: 'fan-ellie',
      displayName: 'Ellie Marchbank',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(upstream.callsTo('/auth/oauth/token')).toHaveLength(0);
  });

  it('takes a token the provider did not issue to this site for a visitor, and clears its cookies', async () => {
    // A device of its own: anonymous grants are shared per device for a few seconds.
    const OTHER_DEVICE = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const claims = { sub: 'fan-ellie', iss: 'https://upstream.test/auth', aud: 'FURLONG' };
    const exp = Math.floor(Date.now() / 1000) + 3600;
    for (const forged of [
      unsignedTestToken({ ...claims, exp }),
      tokenExpiringIn(3600, Date.now(), { ...claims, aud: 'ANOTHER-SITE' }),
    ]) {
      const response = await sessionGET(
        request('/api/session', {
          [DEVICE_COOKIE]: OTHER_DEVICE,
          [ACCESS_COOKIE]: forged,
          [REFRESH_COOKIE]: unsignedTestToken({ sub: 'fan-ellie', exp: exp + 86_400 }),
          [HINT_COOKIE]: 'in',
        }),
      );
      expect(await response.json()).toEqual({ signedIn: false, fanId: null, displayName: null });
      expect(response.cookies.get(ACCESS_COOKIE)?.maxAge).toBe(0);
      expect(response.cookies.get(HINT_COOKIE)?.maxAge).toBe(0);
      const tags = deviceTagContext(
        await resolveSession(sessionRequest({ [ACCESS_COOKIE]: forged }), { anonymous: false }),
      );
      expect(tags.fan_id).toBeNull();
    }
  });

  it("keeps a fan's cookies while a token names a key the provider has just rotated to", async () => {
    await sessionGET(request('/api/session', fanCookies(tokenExpiringIn(3600, Date.now(), unique()))));
    upstream.on('GET', '/auth/.well-known/jwks.json', testKeySet(['current', 'rotated']));
    const response = await sessionGET(
      request('/api/session', fanCookies(tokenExpiringIn(3600, Date.now(), unique(), 'rotated'))),
    );
    expect(await response.json()).toMatchObject({ signedIn: false });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('keeps the new tokens of a refresh, which spent the old refresh token, even when they cannot be told', async () => {
    await sessionGET(request('/api/session', fanCookies(tokenExpiringIn(3600, Date.now(), unique()))));
    const refreshed = {
      access_token: tokenExpiringIn(3600, Date.now(), { ...unique(), aud: 'ANOTHER-SITE' }),
      refresh_token: tokenExpiringIn(86_400, Date.now(), unique()),
    };
    upstream.on('POST', '/auth/oauth/token', { json: refreshed });
    const response = await sessionGET(
      request('/api/session', fanCookies(tokenExpiringIn(-10, Date.now(), unique()))),
    );
    expect(await response.json()).toMatchObject({ signedIn: false });
    expect(response.cookies.get(ACCESS_COOKIE)?.value).toBe(refreshed.access_token);
    expect(response.cookies.get(REFRESH_COOKIE)?.value).toBe(refreshed.refresh_token);
  });

  it("refreshes a fan whose access token is not the provider's, and clears only when the refresh token is refused", async () => {
    const fresh = tokenExpiringIn(3600, Date.now(), { sub: 'fan-ellie', ...unique() });
    upstream.on('POST', '/auth/oauth/token', { json: { access_token: fresh } });
    const forged = tokenExpiringIn(3600, Date.now(), { sub: 'fan-ellie', ...unique(), aud: 'ANOTHER-SITE' });
    const renewed = await sessionGET(request('/api/session', fanCookies(forged)));
    expect(await renewed.json()).toMatchObject({ signedIn: true, fanId: 'fan-ellie' });
    expect(renewed.cookies.get(ACCESS_COOKIE)?.value).toBe(fresh);
    expect(upstream.callsTo('/auth/oauth/token')).toHaveLength(1);

    upstream.on('POST', '/auth/oauth/token', { status: 400, json: { error: 'invalid_grant' } });
    const refused = await sessionGET(request('/api/session', fanCookies(forged)));
    expect(await refused.json()).toMatchObject({ signedIn: false });
    expect(refused.cookies.get(ACCESS_COOKIE)?.maxAge).toBe(0);
  });

  it('answers a visitor without a grant at the identity provider, with or without cookies', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = await sessionGET(request('/api/session'));
      expect(await response.json()).toEqual({ signedIn: false, fanId: null, displayName: null });
      expect(response.cookies.get(ANONYMOUS_COOKIE)).toBeUndefined();
    }
    expect(upstream.callsTo('/auth/oauth/token')).toHaveLength(0);
  });

  it('gives a device its anonymous token in an HttpOnly cookie once, and each address a limited number', async () => {
    const ANONYMOUS_GRANTS_PER_ADDRESS = 4;
    vi.stubEnv('ANONYMOUS_GRANTS_PER_ADDRESS', String(ANONYMOUS_GRANTS_PER_ADDRESS));
    clearSettingsCache();
    upstream.on('POST', '/auth/oauth/token', (call) => {
      const deviceId = new URLSearchParams(call.body ?? '').get('deviceId');
      return {
        json: { access_token: tokenExpiringIn(3600, Date.now(), { sub: `anon:${deviceId}`, ...unique() }) },
      };
    });
    // The address is the one that reached our network, past our own hop.
    const visit = (cookies: Record<string, string>, address = '203.0.113.9') =>
      resolveSession(sessionRequest(cookies, `${address}, 127.0.0.1`), { anonymous: true });
    const first = await visit({ [DEVICE_COOKIE]: DEVICE });
    expect(first.anonymousId).toBe(`anon:${DEVICE}`);
    const stored = first.changes.find((change) => change.name === ANONYMOUS_COOKIE);
    expect(stored).toMatchObject({ httpOnly: true });
    await visit({ [DEVICE_COOKIE]: DEVICE, [ANONYMOUS_COOKIE]: stored!.value });
    expect(upstream.callsTo('/auth/oauth/token')).toHaveLength(1);

    // New device ids from one address: a grant each, up to the address's share.
    for (let i = 1; i < ANONYMOUS_GRANTS_PER_ADDRESS; i += 1) {
      expect((await visit({ [DEVICE_COOKIE]: crypto.randomUUID() })).anonymousToken).not.toBeNull();
    }
    const refused = await visit({ [DEVICE_COOKIE]: crypto.randomUUID() });
    expect(refused).toMatchObject({ anonymousToken: null, anonymousId: null });
    expect(refused.grantRefusedFor).toBeGreaterThan(0);
    expect(upstream.callsTo('/auth/oauth/token')).toHaveLength(ANONYMOUS_GRANTS_PER_ADDRESS);
    expect(
      (await visit({ [DEVICE_COOKIE]: crypto.randomUUID() }, '198.51.100.4')).anonymousToken,
    ).not.toBeNull();
  });

  it("keeps and uses the device's anonymous token while the provider's keys cannot be read", async () => {
    upstream.on('GET', '/auth/.well-known/jwks.json', { networkError: true });
    const device = '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b';
    const given = tokenExpiringIn(3600, Date.now(), { sub: `anon:${device}`, ...unique() });
    upstream.on('POST', '/auth/oauth/token', { json: { access_token: given } });
    const cookies = (jar: Record<string, string>) => sessionRequest(jar, '203.0.113.20');
    const first = await resolveSession(cookies({ [DEVICE_COOKIE]: device }), { anonymous: true });
    expect(first).toMatchObject({ anonymousToken: given, anonymousId: null });
    expect(first.changes.find((change) => change.name === ANONYMOUS_COOKIE)?.value).toBe(given);
    const again = await resolveSession(cookies({ [DEVICE_COOKIE]: device, [ANONYMOUS_COOKIE]: given }), {
      anonymous: true,
    });
    expect(again).toMatchObject({ anonymousToken: given, anonymousId: null });
    expect(upstream.callsTo('/auth/oauth/token')).toHaveLength(1);
  });

  it('clears the hint and answers signed out when the refresh token has expired, revoking', async () => {
    upstream.on('DELETE', '/auth/oauth/token/revoke', { status: 204 });
    upstream.on('POST', '/auth/oauth/token', {
      json: { access_token: tokenExpiringIn(3600, Date.now(), unique()) },
    });
    const response = await sessionGET(
      request('/api/session', {
        [DEVICE_COOKIE]: DEVICE,
        [ACCESS_COOKIE]: tokenExpiringIn(-10, Date.now(), unique()),
        [REFRESH_COOKIE]: tokenExpiringIn(-5, Date.now(), unique()),
        [HINT_COOKIE]: 'in',
      }),
    );
    expect(await response.json()).toMatchObject({ signedIn: false });
    expect(response.cookies.get(HINT_COOKIE)?.maxAge).toBe(0);
    expect(upstream.callsTo('/auth/oauth/token/revoke')).toHaveLength(1);
  });

  it('keeps the session when the provider is down', async () => {
    upstream.on('POST', '/auth/oauth/token', { status: 503 });
    const response = await sessionGET(
      request('/api/session', {
        [DEVICE_COOKIE]: DEVICE,
        [ACCESS_COOKIE]: tokenExpiringIn(-10, Date.now(), { sub: 'fan-sam', ...unique() }),
        [REFRESH_COOKIE]: tokenExpiringIn(86_400, Date.now(), unique()),
        [HINT_COOKIE]: 'in',
      }),
    );
    expect(await response.json()).toMatchObject({ signedIn: true, fanId: 'fan-sam' });
    expect(response.cookies.get(ACCESS_COOKIE)).toBeUndefined();
  });
});

describe('the device tag context and the bearer for upstream calls', () => {
  it('carries the device id and the fan id', () => {
    expect(deviceTagContext({ deviceId: DEVICE, fan: null })).toEqual({ device_id: DEVICE, fan_id: null });
  });

  it("gives the fan's token, else the device's anonymous one, storing what it obtained", async () => {
    // Another device: anonymous grants are shared per device for a few seconds across requests.
    const device = '7d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
    const anon = tokenExpiringIn(3600, Date.now(), { sub: `anon:${device}`, ...unique() });
    upstream.on('POST', '/auth/oauth/token', { json: { access_token: anon } });
    const jar = new Map<string, string>([[DEVICE_COOKIE, device]]);
    const store = {
      get: (name: string) => (jar.has(name) ? { value: jar.get(name) ?? '' } : undefined),
      set: (name: string, value: string) => jar.set(name, value),
    };
    expect(await bearerFor(store)).toBe(anon);
    expect(jar.get(ANONYMOUS_COOKIE)).toBe(anon);
    const fanToken = tokenExpiringIn(3600, Date.now(), unique());
    jar.set(ACCESS_COOKIE, fanToken);
    jar.set(REFRESH_COOKIE, tokenExpiringIn(86_400, Date.now(), unique()));
    expect(await bearerFor(store)).toBe(fanToken);
    expect(upstream.callsTo('/auth/oauth/token')).toHaveLength(1);
  });

  it("gives each client address only its share of new devices' anonymous tokens", async () => {
    vi.stubEnv('ANONYMOUS_GRANTS_PER_ADDRESS', '2');
    clearSettingsCache();
    upstream.on('POST', '/auth/oauth/token', () => ({
      json: { access_token: tokenExpiringIn(3600, Date.now(), unique()) },
    }));
    requestHeaders.current = new Headers({ 'x-forwarded-for': '203.0.113.30' });
    const bearerOfNewDevice = () => {
      const jar = new Map<string, string>([[DEVICE_COOKIE, crypto.randomUUID()]]);
      return bearerFor({
        get: (name: string) => (jar.has(name) ? { value: jar.get(name) ?? '' } : undefined),
        set: (name: string, value: string) => jar.set(name, value),
      });
    };
    expect(await bearerOfNewDevice()).not.toBeNull();
    expect(await bearerOfNewDevice()).not.toBeNull();
    expect(await bearerOfNewDevice()).toBeNull();
    expect(upstream.callsTo('/auth/oauth/token')).toHaveLength(2);
  });
});
