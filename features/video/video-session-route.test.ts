import { NextRequest } from 'next/server';
import { expectConsole } from '@/test/setup';
import { videoSessionRoute } from './video-session-route';

const { getVideoSession, resolveSession } = vi.hoisted(() => ({
  getVideoSession: vi.fn(),
  resolveSession: vi.fn(),
}));
vi.mock('@/platform/video', () => ({ getVideoSession, INCORRECT_ENTITLEMENT: 'incorrect_entitlement' }));
vi.mock('@/features/session/resolve-session', () => ({ resolveSession, applyChanges: () => {} }));

const signedIn = {
  fan: { accessToken: 'fan-token', userId: 'fan-ellie' },
  anonymousToken: null,
  changes: [],
};
const anonymous = { fan: null, anonymousToken: 'anonymous-token', changes: [] };

const lookup = async (id = '1_km3silver') => {
  const response = await videoSessionRoute(new NextRequest(`http://localhost/api/video/${id}/session`), id);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get('cache-control'),
  };
};

beforeEach(() => {
  getVideoSession.mockReset();
  resolveSession.mockReset();
});

describe('GET /api/video/{id}/session', () => {
  it("gives the player a session key looked up with the fan's token, never the token", async () => {
    resolveSession.mockResolvedValue(signedIn);
    getVideoSession.mockResolvedValue({ ok: true, session: { sessionKey: 'ks-1' } });
    const answer = await lookup();
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, sessionKey: 'ks-1' },
      cache: 'private, no-store',
    });
    expect(getVideoSession).toHaveBeenCalledWith('1_km3silver', { token: 'fan-token' });
    expect(JSON.stringify(answer.body)).not.toContain('fan-token');
  });

  it("uses the device's anonymous token for a visitor who is not signed in", async () => {
    resolveSession.mockResolvedValue(anonymous);
    getVideoSession.mockResolvedValue({ ok: true, session: { sessionKey: 'ks-2' } });
    expect((await lookup('1_km2summer')).body).toEqual({ ok: true, sessionKey: 'ks-2' });
    expect(getVideoSession).toHaveBeenCalledWith('1_km2summer', { token: 'anonymous-token' });
  });

  it('sends a signed-in fan without the package to /packages, anyone else to sign in', async () => {
    getVideoSession.mockResolvedValue({
      ok: false,
      code: 'incorrect_entitlement',
      entitlementRequired: true,
    });
    resolveSession.mockResolvedValue(signedIn);
    expect((await lookup()).body).toEqual({ ok: false, code: 'incorrect_entitlement', next: 'packages' });
    resolveSession.mockResolvedValue(anonymous);
    expect((await lookup()).body).toEqual({ ok: false, code: 'incorrect_entitlement', next: 'sign-in' });
    getVideoSession.mockResolvedValue({ ok: false, code: 'unauthorized', entitlementRequired: false });
    resolveSession.mockResolvedValue(signedIn);
    expect((await lookup()).body).toEqual({ ok: false, code: 'unauthorized', next: 'sign-in' });
  });

  it('answers 503 without detail when the gateway or the session cannot answer', async () => {
    resolveSession.mockResolvedValue(signedIn);
    getVideoSession.mockRejectedValue(new Error('connect ECONNREFUSED'));
    const warned = expectConsole('warn');
    expect(await lookup()).toEqual({
      status: 503,
      body: { error: 'Video is unavailable just now' },
      cache: 'private, no-store',
    });
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/the session lookup failed/));
    resolveSession.mockRejectedValue(new Error('identity provider down'));
    const logged = expectConsole('error');
    expect((await lookup()).status).toBe(503);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/the session could not be resolved/),
      'identity provider down',
    );
  });

  it('refuses an id that no video could have without asking the gateway', async () => {
    expect((await lookup('../../admin')).status).toBe(404);
    expect((await lookup('a'.repeat(200))).status).toBe(404);
    expect(getVideoSession).not.toHaveBeenCalled();
  });
});
