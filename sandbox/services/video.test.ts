import { setupSandbox } from '../test-fixtures/harness';

const sandbox = setupSandbox();
const session = (id: string, headers: Record<string, string> = {}, gateway = 'stream-video-gateway') =>
  sandbox.call(`/feeds/provider/${gateway}/v1/FURLONG/session/${id}`, { headers });

describe('video session gateway', () => {
  it('opens a session for a free video with any valid token, on both gateways', async () => {
    const anonymous = await sandbox.anonymousToken();
    for (const gateway of ['stream-video-gateway', 'stream-video-gateway-stage']) {
      const answer = await session('v-free', { authorization: `Bearer ${anonymous}` }, gateway);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: 'success',
        data: { sessionKey: expect.any(String), expiresAt: expect.any(String) },
      });
    }
  });

  it('needs the entitlement for a packaged video, anonymous visitors included', async () => {
    const anonymous = await sandbox.anonymousToken();
    expect(await session('v-premium', { authorization: `Bearer ${anonymous}` })).toMatchObject({
      status: 403,
      body: {
        status: 'fail',
        error: { code: 'incorrect_entitlement', message: expect.stringContaining('royal-pass') },
      },
    });
    const ben = await sandbox.fanTokens('ben', 'racing2');
    expect(
      (await session('v-premium', { authorization: `Bearer ${ben.access_token}` })).body.error.code,
    ).toBe('incorrect_entitlement');
    const ada = await sandbox.fanTokens();
    expect((await session('v-premium', { authorization: `Bearer ${ada.access_token}` })).body.status).toBe(
      'success',
    );
  });

  it('accepts the third-party header instead', async () => {
    const ada = await sandbox.fanTokens();
    const answer = await session('v-premium', { 'authorization-third-party': `Bearer ${ada.access_token}` });
    expect(answer.body.status).toBe('success');
  });

  it('fails unauthorized without a valid token, and not_found for an unknown video', async () => {
    expect(await session('v-free')).toMatchObject({
      status: 401,
      body: { status: 'fail', error: { code: 'unauthorized' } },
    });
    expect((await session('v-free', { authorization: 'Bearer forged' })).body.error.code).toBe(
      'unauthorized',
    );
    expect(await session('v-none', { authorization: 'Bearer forged' })).toMatchObject({
      status: 404,
      body: { status: 'fail', error: { code: 'not_found' } },
    });
  });
});

describe('streaming player double', () => {
  it("serves the player script for any account's player, with the real one's setup call", async () => {
    const answer = await sandbox.fetch('/stream/p/2503211/embedPlaytimeJs/uiconf_id/51347602');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(await answer.text()).toContain('window.KalturaPlayer = {');
  });
});

describe('YouTube iframe API double', () => {
  it('serves a script that sets YT and calls onYouTubeIframeAPIReady, as the real one does', async () => {
    const answer = await sandbox.fetch('/youtube/iframe_api');
    expect(answer.status).toBe(200);
    const script = await answer.text();
    expect(script).toContain('window.YT = { Player, PlayerState };');
    expect(script).toContain('window.onYouTubeIframeAPIReady?.();');
  });
});
