import { gzipSync } from 'node:zlib';
import { setupSandbox } from '../test-fixtures/harness';

const sandbox = setupSandbox();
const envelope = [
  JSON.stringify({ event_id: 'abc123', sent_at: '2026-11-25T18:00:00Z' }),
  JSON.stringify({ type: 'event' }),
  JSON.stringify({ exception: { values: [{ type: 'Error', value: 'Embed failed' }] } }),
  '',
].join('\n');

describe('the error-ingest double', () => {
  it('takes an envelope and shows its items at /__sandbox/events?type=errors', async () => {
    const answer = await sandbox.fetch('/errors/api/1/envelope/?sentry_key=public&sentry_version=7', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: envelope,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: 'abc123' });
    const { events } = (await sandbox.call('/__sandbox/events?type=errors')).body;
    expect(events).toEqual([
      expect.objectContaining({
        type: 'errors',
        projectId: '1',
        key: 'public',
        header: expect.objectContaining({ event_id: 'abc123' }),
        items: [
          { type: 'event', payload: { exception: { values: [{ type: 'Error', value: 'Embed failed' }] } } },
        ],
        body: envelope,
      }),
    ]);
  });

  it('reads a gzip-compressed envelope, as the server SDK sends a large one', async () => {
    await sandbox.fetch('/errors/api/1/envelope/', {
      method: 'POST',
      headers: { 'content-encoding': 'gzip' },
      body: gzipSync(envelope),
    });
    const { events } = (await sandbox.call('/__sandbox/events?type=errors')).body;
    expect(events[0].items[0].type).toBe('event');
  });
});
