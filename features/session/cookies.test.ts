import { NextResponse } from 'next/server';
import { HINT_COOKIE } from '@/shared/cookies.mjs';
import {
  applyCookieChanges,
  clearFanCookies,
  cookieOptions,
  secureCookiesFor,
  setCookie,
} from './cookie-options';
import { isDeviceId, newDeviceId } from './device-id';
import { checkSameOrigin } from './same-origin';
import { fanCookieMaxAge, storeFanCookies } from './session-cookies';
import { newSignInState, stateMatches } from './sign-in-state';
import { tokenExpiringIn } from './test-tokens';

describe('session cookie attributes', () => {
  it('are Secure except on localhost', () => {
    expect(secureCookiesFor('https://www.kingsmerepark.example')).toBe(true);
    expect(secureCookiesFor('http://localhost:3100')).toBe(false);
    expect(secureCookiesFor('http://127.0.0.1:3000')).toBe(false);
    expect(secureCookiesFor('http://[::1]:3000')).toBe(false);
    expect(secureCookiesFor('http://site.localhost')).toBe(false);
    expect(secureCookiesFor('http://localhost.evil.example')).toBe(true);
    expect(secureCookiesFor('not a url')).toBe(true);
  });

  it('are HttpOnly, SameSite=Lax and Path=/; only the hint is readable by scripts', () => {
    expect(cookieOptions({ httpOnly: true, maxAge: 60 }, true)).toEqual({
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      maxAge: 60,
    });
    const now = Date.now();
    const stored = storeFanCookies({ accessToken: 'a.b.c', refreshToken: tokenExpiringIn(3600, now) }, now);
    expect(stored.filter((change) => !change.httpOnly).map((change) => change.name)).toEqual([HINT_COOKIE]);
    expect(stored.find((change) => change.name === HINT_COOKIE)?.value).toBe('in');
  });

  it('reach the Set-Cookie header as asked', () => {
    const response = NextResponse.next();
    applyCookieChanges(
      response.cookies,
      [setCookie('furlong_at', 'tok', 120), ...clearFanCookies().slice(2)],
      false,
    );
    const header = response.headers.getSetCookie().join('\n');
    expect(header).toMatch(/furlong_at=tok; Path=\/; (Expires=[^;]+; )?Max-Age=120; HttpOnly; SameSite=lax/i);
    expect(header).not.toMatch(/Secure/);
    expect(header).toMatch(/furlong_fan=; Path=\/; (Expires=[^;]+; )?Max-Age=0/);
  });

  it('outlive the refresh token by a day, so a lapsed session is seen and revoked', () => {
    const now = Date.now();
    expect(fanCookieMaxAge(tokenExpiringIn(-100, now), now)).toBe(86_400);
    expect(fanCookieMaxAge(tokenExpiringIn(3600, now), now)).toBe(3600 + 86_400);
    expect(fanCookieMaxAge(tokenExpiringIn(10 ** 9, now), now)).toBe(400 * 86_400);
    expect(fanCookieMaxAge('junk', now)).toBe(30 * 86_400);
  });
});

describe('the sign-in state', () => {
  it('is random and must match exactly', () => {
    const state = newSignInState();
    expect(state).not.toBe(newSignInState());
    expect(stateMatches(state, state)).toBe(true);
    expect(stateMatches(state, `${state}x`)).toBe(false);
    expect(stateMatches(state, state.toUpperCase())).toBe(false);
    expect(stateMatches(state, null)).toBe(false);
    expect(stateMatches(undefined, state)).toBe(false);
    expect(stateMatches('', '')).toBe(false);
    expect(stateMatches('short', 'short')).toBe(false);
  });
});

describe('the device id', () => {
  it('is a random UUID, and only a UUID is accepted back', () => {
    const id = newDeviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(id).not.toBe(newDeviceId());
    expect(isDeviceId('../../etc')).toBe(false);
    expect(isDeviceId(undefined)).toBe(false);
  });
});

describe('checkSameOrigin (CSRF)', () => {
  const check = (headers: Record<string, string>) =>
    checkSameOrigin(
      { headers: new Headers(headers), nextUrl: { origin: 'http://localhost:3000' } },
      'https://www.furlong.test',
    );

  it('accepts our own origin or a same-origin fetch', () => {
    expect(check({ origin: 'https://www.furlong.test' })).toBe(true);
    expect(check({ origin: 'http://localhost:3000' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check({})).toBe(true);
  });

  it('refuses another site', () => {
    expect(check({ origin: 'https://evil.example' })).toBe(false);
    expect(check({ origin: 'null' })).toBe(false);
    expect(check({ origin: 'https://www.furlong.test.evil.example' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'same-site' })).toBe(false);
  });
});
