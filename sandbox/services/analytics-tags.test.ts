import { bearer, setupSandbox } from '../test-fixtures/harness';

const sandbox = setupSandbox();
const KEY = { 'x-api-key': 'sandbox-device-tags-key' };

describe('tag manager double', () => {
  it('serves a container script that takes over the data layer', async () => {
    const answer = await sandbox.fetch('/tagmanager/gtm.js?id=GTM-SANDBOX');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('javascript');
    const script = await answer.text();
    expect(script).toContain('google_tag_manager');
    expect(script).toContain('layer.push = function');
  });

  it('records each data layer entry it is sent, for tests to read back', async () => {
    const entry = { event: 'video', mediaId: 'm1', mediaAction: 'start' };
    expect((await sandbox.post('/tagmanager/collect', { id: 'GTM-SANDBOX', page: '/', entry })).status).toBe(
      202,
    );
    const { body } = await sandbox.call('/__sandbox/events?type=tag-manager');
    expect(body.events).toEqual([expect.objectContaining({ id: 'GTM-SANDBOX', page: '/', entry })]);
  });
});

describe('device tags double', () => {
  const context = { device_id: 'device-1', fan_id: null };

  it('tags a device given the anonymous token, and records the token type and the context', async () => {
    const token = await sandbox.anonymousToken('device-1');
    const answer = await sandbox.post(
      '/devicetags/v1/tags',
      { context, page: '/' },
      { ...KEY, ...bearer(token) },
    );
    expect(answer.status).toBe(202);
    const { body } = await sandbox.call('/__sandbox/events?type=device-tags');
    expect(body.events).toEqual([
      expect.objectContaining({ tokenType: 'anonymous', sub: 'anon:device-1', context, status: 202 }),
    ]);
  });

  it("refuses a fan's token (403) and a wrong key (401)", async () => {
    const fan = await sandbox.fanTokens();
    expect(
      (await sandbox.post('/devicetags/v1/tags', { context }, { ...KEY, ...bearer(fan.access_token) }))
        .status,
    ).toBe(403);
    const anonymous = await sandbox.anonymousToken();
    expect(
      (await sandbox.post('/devicetags/v1/tags', { context }, { 'x-api-key': 'x', ...bearer(anonymous) }))
        .status,
    ).toBe(401);
    const { body } = await sandbox.call('/__sandbox/events?type=device-tags');
    expect(body.events.map((event: { tokenType: string }) => event.tokenType)).toEqual([
      'access',
      'anonymous',
    ]);
  });
});
