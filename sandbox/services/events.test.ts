import { setupSandbox } from '../test-fixtures/harness';

const sandbox = setupSandbox();
const goodHeaders = { 'x-api-key': 'sandbox-events-key', 'x-realm-id': 'furlong', 'x-app-id': 'web' };
const batch = { events: [{ eventType: 'REQUEST', sourceSystem: 'POLLS', sourceSystemId: 'poll-open' }] };

describe('events collector', () => {
  it('accepts a batch with the right headers and records it', async () => {
    const answer = await sandbox.post('/events/v1/FURLONG/events', batch, goodHeaders);
    expect(answer.status).toBe(202);
    const { body } = await sandbox.call('/__sandbox/events?type=collector');
    expect(body.events).toEqual([
      expect.objectContaining({
        type: 'collector',
        status: 202,
        body: batch,
        headers: expect.objectContaining({ 'x-app-id': 'web' }),
        time: expect.any(String),
      }),
    ]);
  });

  it('checks the API key (401), the realm (403) and the app id (400)', async () => {
    const post = (headers: Record<string, string>) =>
      sandbox.post('/events/v1/FURLONG/events', batch, headers);
    expect((await post({ ...goodHeaders, 'x-api-key': 'wrong' })).status).toBe(401);
    expect((await post({ ...goodHeaders, 'x-realm-id': 'FURLONG' })).status).toBe(403);
    const { 'x-app-id': _appId, ...withoutAppId } = goodHeaders;
    expect((await post(withoutAppId)).status).toBe(400);
    expect((await sandbox.post('/events/v1/FURLONG/events', { nope: [] }, goodHeaders)).status).toBe(400);
    const { body } = await sandbox.call('/__sandbox/events?type=collector');
    expect(body.events.map((event: { status: number }) => event.status)).toEqual([401, 403, 400, 400]);
  });

  it('clears recorded events on DELETE', async () => {
    await sandbox.post('/events/v1/FURLONG/events', batch, goodHeaders);
    await sandbox.fetch('/__sandbox/events', { method: 'DELETE' });
    expect((await sandbox.call('/__sandbox/events')).body.events).toEqual([]);
  });
});

describe('tracker collector', () => {
  it('accepts a JSON batch and a pixel, and records both', async () => {
    const payload = {
      schema: 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4',
      data: [{ e: 'pv' }],
    };
    expect((await sandbox.post('/tracker/com.snowplowanalytics.snowplow/tp2', payload)).status).toBe(200);
    const pixel = await sandbox.fetch('/tracker/i?e=pv&url=%2F');
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    const { body } = await sandbox.call('/__sandbox/events?type=tracker');
    expect(body.events).toEqual([
      expect.objectContaining({ method: 'POST', body: payload }),
      expect.objectContaining({ method: 'GET', query: { e: 'pv', url: '/' } }),
    ]);
  });

  it('answers a browser preflight with the caller origin allowed', async () => {
    const answer = await sandbox.fetch('/tracker/com.snowplowanalytics.snowplow/tp2', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('refuses an unknown event type filter', async () => {
    expect((await sandbox.call('/__sandbox/events?type=everything')).status).toBe(400);
  });
});
