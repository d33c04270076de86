import type { TokenResult } from '@/platform/auth/tokens';
import {
  nextStep,
  runAnonymousLifecycle,
  runFanLifecycle,
  type AnonymousDeps,
  type LifecycleDeps,
} from './lifecycle';
import { SingleFlight } from './single-flight';
import { tokenExpiringIn } from './test-tokens';

const NOW = Date.UTC(2026, 5, 16, 14, 0, 0);
const HOUR = 3600;

function fakeDeps(refreshAnswer: TokenResult | (() => Promise<TokenResult>)) {
  let now = NOW;
  const refresh = vi.fn((_token: string, _device: string) =>
    typeof refreshAnswer === 'function' ? refreshAnswer() : Promise.resolve(refreshAnswer),
  );
  const revoke = vi.fn(async (_token: string) => true);
  const deps: LifecycleDeps = {
    now: () => now,
    refresh,
    revoke,
    flights: new SingleFlight<TokenResult>(10_000, () => now),
  };
  return { deps, refresh, revoke, advance: (ms: number) => (now += ms) };
}

const fresh = { accessToken: tokenExpiringIn(HOUR, NOW), refreshToken: tokenExpiringIn(30 * 24 * HOUR, NOW) };
const renewed: TokenResult = { ok: true, tokens: { accessToken: 'a2.b.c', refreshToken: 'r2.b.c' } };
const rejected: TokenResult = { ok: false, rejected: true, error: null };
const unavailable: TokenResult = { ok: false, rejected: false, error: null };

describe('the session lifecycle rules, with a fake clock', () => {
  it('does nothing without a fan session, and keeps a valid one', async () => {
    const { deps, refresh, revoke } = fakeDeps(renewed);
    expect(await runFanLifecycle({ accessToken: undefined, refreshToken: undefined }, 'd', deps)).toEqual({
      kind: 'none',
    });
    expect(await runFanLifecycle(fresh, 'd', deps)).toEqual({ kind: 'valid', tokens: fresh });
    expect(refresh).not.toHaveBeenCalled();
    expect(revoke).not.toHaveBeenCalled();
  });

  it('clears and revokes when the refresh token has expired', async () => {
    const { deps, refresh, revoke } = fakeDeps(renewed);
    const stored = { accessToken: tokenExpiringIn(HOUR, NOW), refreshToken: tokenExpiringIn(-1, NOW) };
    expect(await runFanLifecycle(stored, 'd', deps)).toEqual({ kind: 'cleared', revoked: true });
    expect(revoke).toHaveBeenCalledWith(stored.accessToken);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an access token that has expired or expires within 60 s, not one with longer left', async () => {
    const { deps, refresh } = fakeDeps(renewed);
    const expiring = { ...fresh, accessToken: tokenExpiringIn(59, NOW) };
    expect(await runFanLifecycle(expiring, 'device-1', deps)).toEqual({
      kind: 'refreshed',
      tokens: renewed.ok ? renewed.tokens : null,
    });
    expect(refresh).toHaveBeenCalledWith(fresh.refreshToken, 'device-1');
    expect(nextStep({ ...fresh, accessToken: tokenExpiringIn(-5, NOW) }, NOW)).toBe('refresh');
    expect(nextStep({ ...fresh, accessToken: tokenExpiringIn(61, NOW) }, NOW)).toBe('valid');
  });

  it('follows the clock: a valid session becomes due for refresh as time passes', async () => {
    const { deps, refresh, advance } = fakeDeps(renewed);
    expect((await runFanLifecycle(fresh, 'd', deps)).kind).toBe('valid');
    advance((HOUR - 30) * 1000);
    expect((await runFanLifecycle(fresh, 'd', deps)).kind).toBe('refreshed');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the old refresh token when the provider does not rotate it', async () => {
    const { deps } = fakeDeps({ ok: true, tokens: { accessToken: 'a2.b.c', refreshToken: '' } });
    const stored = { ...fresh, accessToken: tokenExpiringIn(-1, NOW) };
    expect(await runFanLifecycle(stored, 'd', deps)).toMatchObject({
      tokens: { accessToken: 'a2.b.c', refreshToken: fresh.refreshToken },
    });
  });

  it('clears the session when the refresh is refused, revoking the old access token', async () => {
    const { deps, revoke } = fakeDeps(rejected);
    const stored = { ...fresh, accessToken: tokenExpiringIn(-1, NOW) };
    expect(await runFanLifecycle(stored, 'd', deps)).toEqual({ kind: 'cleared', revoked: true });
    expect(revoke).toHaveBeenCalledWith(stored.accessToken);
  });

  it('keeps the session when the identity provider is unavailable, and tries again later', async () => {
    const { deps, refresh, advance } = fakeDeps(unavailable);
    const stored = { ...fresh, accessToken: tokenExpiringIn(-1, NOW) };
    expect(await runFanLifecycle(stored, 'd', deps)).toEqual({ kind: 'kept', tokens: stored });
    advance(11_000);
    await runFanLifecycle(stored, 'd', deps);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('clears a session with a missing or undecodable refresh token', () => {
    expect(nextStep({ accessToken: fresh.accessToken, refreshToken: undefined }, NOW)).toBe(
      'clear-and-revoke',
    );
    expect(nextStep({ accessToken: fresh.accessToken, refreshToken: 'junk' }, NOW)).toBe('clear-and-revoke');
    expect(nextStep({ accessToken: undefined, refreshToken: tokenExpiringIn(-1, NOW) }, NOW)).toBe('clear');
    expect(nextStep({ accessToken: undefined, refreshToken: fresh.refreshToken }, NOW)).toBe('refresh');
  });

  it('spends a refresh token once when two requests of the session refresh at the same time', async () => {
    let release: (value: TokenResult) => void = () => {};
    const { deps, refresh } = fakeDeps(() => new Promise<TokenResult>((resolve) => (release = resolve)));
    const stored = { ...fresh, accessToken: tokenExpiringIn(-1, NOW) };
    const first = runFanLifecycle(stored, 'd', deps);
    const second = runFanLifecycle(stored, 'd', deps);
    release(renewed);
    expect(await first).toEqual(await second);
    expect((await first).kind).toBe('refreshed');
    expect(refresh).toHaveBeenCalledTimes(1);
    // A request that left with the old cookies just after gets the same answer, not a second spend.
    expect((await runFanLifecycle(stored, 'd', deps)).kind).toBe('refreshed');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes two different sessions separately', async () => {
    const { deps, refresh } = fakeDeps(renewed);
    const other = {
      accessToken: tokenExpiringIn(-1, NOW),
      refreshToken: tokenExpiringIn(HOUR, NOW, { sub: 'fan-2' }),
    };
    await Promise.all([
      runFanLifecycle({ ...fresh, accessToken: tokenExpiringIn(-1, NOW) }, 'd', deps),
      runFanLifecycle(other, 'd', deps),
    ]);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('the anonymous token', () => {
  function anonymousDeps(answer: TokenResult) {
    let now = NOW;
    const obtain = vi.fn(async (_device: string) => answer);
    const deps: AnonymousDeps = {
      now: () => now,
      obtain,
      flights: new SingleFlight<TokenResult>(10_000, () => now),
    };
    return { deps, obtain, advance: (ms: number) => (now += ms) };
  }
  const anon: TokenResult = { ok: true, tokens: { accessToken: 'anon.b.c', refreshToken: '' } };

  it('is obtained once per device, however many requests ask at once', async () => {
    const { deps, obtain } = anonymousDeps(anon);
    const answers = await Promise.all(
      [1, 2, 3].map(() => runAnonymousLifecycle(undefined, 'device-1', deps)),
    );
    expect(answers).toEqual(Array(3).fill({ kind: 'obtained', token: 'anon.b.c' }));
    expect(obtain).toHaveBeenCalledTimes(1);
    expect(obtain).toHaveBeenCalledWith('device-1');
  });

  it('is reused while valid and renewed when expired', async () => {
    const { deps, obtain, advance } = anonymousDeps(anon);
    const stored = tokenExpiringIn(HOUR, NOW, { sub: 'anon:device-1' });
    expect(await runAnonymousLifecycle(stored, 'device-1', deps)).toEqual({ kind: 'valid', token: stored });
    expect(obtain).not.toHaveBeenCalled();
    advance(HOUR * 1000);
    expect((await runAnonymousLifecycle(stored, 'device-1', deps)).kind).toBe('obtained');
    expect(obtain).toHaveBeenCalledTimes(1);
  });

  it('says unavailable when the provider gives none', async () => {
    const { deps } = anonymousDeps(unavailable);
    expect(await runAnonymousLifecycle(undefined, 'd', deps)).toEqual({ kind: 'unavailable' });
  });
});
