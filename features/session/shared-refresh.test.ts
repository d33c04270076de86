import type { TokenResult } from '@/platform/auth/tokens';
import type { SharedCommands } from '@/platform/http/shared-answers';
import { runFanLifecycle, type LifecycleDeps } from './lifecycle';
import { refreshAcrossInstances, REFRESH_WAIT_MS } from './shared-refresh';
import { SingleFlight } from './single-flight';
import { tokenExpiringIn } from './test-tokens';

/** An in-memory Redis for the commands the refresh uses (expiry is not needed here). */
function fakeRedis(): SharedCommands & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    mGet: async (keys) => keys.map((key) => values.get(key) ?? null),
    setPx: async (key, value, _ms, onlyIfAbsent) => {
      if (onlyIfAbsent && values.has(key)) return false;
      values.set(key, value);
      return true;
    },
    pExpire: async () => 1,
    del: async (key) => values.delete(key),
    incr: async () => 1,
  };
}

const fastClock = () => {
  let time = 0;
  return { now: () => time, sleep: async (ms: number) => void (time += ms) };
};

describe('a refresh across instances', () => {
  it('spends a refresh token once for two instances, and both give the fan the same new tokens', async () => {
    const redis = fakeRedis();
    const now = Date.now();
    const renewed = { accessToken: tokenExpiringIn(3600, now, { jti: 'new' }), refreshToken: 'r2' };
    const provider = vi.fn(
      () =>
        new Promise<TokenResult>((resolve) => setTimeout(() => resolve({ ok: true, tokens: renewed }), 20)),
    );
    // Two instances: each its own in-process single flight, the same Redis.
    const instance = (): LifecycleDeps => ({
      now: () => now,
      refresh: (refreshToken) => refreshAcrossInstances(redis, provider, refreshToken),
      revoke: vi.fn(async () => true),
      flights: new SingleFlight(),
    });
    const stored = {
      accessToken: tokenExpiringIn(30, now, { jti: 'due' }),
      refreshToken: tokenExpiringIn(86_400, now, { jti: 'r1' }),
    };
    const [a, b] = await Promise.all([
      runFanLifecycle(stored, 'device', instance()),
      runFanLifecycle(stored, 'device', instance()),
    ]);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ kind: 'refreshed', tokens: renewed });
    expect(b).toEqual({ kind: 'refreshed', tokens: renewed });
    // A later request with the old cookies, on a third instance, is given the same tokens too.
    expect(await runFanLifecycle(stored, 'device', instance())).toEqual({
      kind: 'refreshed',
      tokens: renewed,
    });
    expect(provider).toHaveBeenCalledTimes(1);
    expect([...redis.values.keys()].join()).not.toContain(stored.refreshToken);
  });

  it('keeps the new tokens in Redis readable only with the old refresh token', async () => {
    const redis = fakeRedis();
    const renewed = {
      accessToken: tokenExpiringIn(3600, Date.now(), { jti: 'sealed' }),
      refreshToken: 'r-new',
    };
    await refreshAcrossInstances(redis, async () => ({ ok: true, tokens: renewed }), 'rt-old');
    const stored = [...redis.values.values()].join();
    expect(stored).not.toContain(renewed.accessToken);
    expect(stored).not.toContain(renewed.accessToken.split('.')[1]);
    expect(stored).not.toContain('r-new');
    // Another instance holding the old refresh token reads them.
    const provider = vi.fn();
    expect(await refreshAcrossInstances(redis, provider, 'rt-old', fastClock())).toEqual({
      ok: true,
      tokens: renewed,
    });
    expect(provider).not.toHaveBeenCalled();
    // An entry whose value was sealed with another refresh token tells nothing.
    const [key] = [...redis.values.keys()];
    const other = fakeRedis();
    await refreshAcrossInstances(other, async () => ({ ok: true, tokens: renewed }), 'rt-other');
    redis.values.set(key!, [...other.values.values()][0]!);
    expect(await refreshAcrossInstances(redis, provider, 'rt-old', fastClock())).toEqual({
      ok: false,
      rejected: false,
      error: null,
    });
  });

  it('shares a refusal, and keeps the session when the instance holding the refresh could not answer', async () => {
    const redis = fakeRedis();
    const refused = await refreshAcrossInstances(
      redis,
      async () => ({ ok: false, rejected: true, error: null }),
      'rt-x',
    );
    expect(refused).toMatchObject({ ok: false, rejected: true });
    expect(await refreshAcrossInstances(redis, vi.fn(), 'rt-x', fastClock())).toMatchObject({
      ok: false,
      rejected: true,
    });

    // Another instance holds the lock and never answers: this one waits, then keeps the session.
    const stuck = fakeRedis();
    const provider = vi.fn();
    const clock = fastClock();
    const holder = refreshAcrossInstances(stuck, () => new Promise<TokenResult>(() => {}), 'rt-y', clock);
    const waiter = await refreshAcrossInstances(stuck, provider, 'rt-y', clock);
    expect(waiter).toEqual({ ok: false, rejected: false, error: null });
    expect(provider).not.toHaveBeenCalled();
    expect(clock.now()).toBeGreaterThanOrEqual(REFRESH_WAIT_MS);
    expect(holder).toBeInstanceOf(Promise);
  });

  it('refreshes by itself when Redis cannot be reached', async () => {
    const broken = { ...fakeRedis(), setPx: async () => Promise.reject(new Error('down')) };
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    expect(await refreshAcrossInstances(broken, async () => ({ ok: true, tokens }), 'rt-z')).toEqual({
      ok: true,
      tokens,
    });
  });
});
