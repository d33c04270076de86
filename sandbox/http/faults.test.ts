import { setupSandbox } from '../test-fixtures/harness';

const sandbox = setupSandbox();
const setFault = (fault: Record<string, unknown>) =>
  sandbox.call('/__sandbox/faults', { method: 'PUT', body: JSON.stringify(fault) });
const article = '/content/v2/articles/a1?clientId=FURLONG';

describe('fault switch', () => {
  it('latency: answers normally after the delay', async () => {
    await setFault({ service: 'content', mode: 'latency', latencyMs: 100 });
    const started = Date.now();
    const answer = await sandbox.call(article);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(answer).toMatchObject({ status: 200, body: { status: 'success' } });
  });

  it('error: answers the status (503 by default) with an error envelope', async () => {
    await setFault({ service: 'content', mode: 'error' });
    expect(await sandbox.call(article)).toMatchObject({
      status: 503,
      body: { status: 'error', error: { code: 'injected_fault' } },
    });
    await setFault({ service: 'content', mode: 'error', status: 500 });
    expect((await sandbox.call(article)).status).toBe(500);
  });

  it('malformed: answers 200 with a body that is not JSON', async () => {
    await setFault({ service: 'polls', mode: 'malformed' });
    const response = await sandbox.fetch('/polls/v2/polls/poll-open');
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('huge: answers a success envelope of the size asked for, streamed', async () => {
    await setFault({ service: 'content', mode: 'huge', sizeBytes: 1_000_000 });
    const response = await sandbox.fetch(article);
    expect(response.headers.get('content-length')).toBeNull();
    const text = await response.text();
    expect(text).toHaveLength(1_000_000);
    expect(JSON.parse(text)).toMatchObject({ status: 'success' });
  });

  it('malformed images are not images', async () => {
    await setFault({ service: 'images', mode: 'malformed' });
    const response = await sandbox.fetch('/images/hero.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('this is not an image');
  });

  it('hang: never answers until the client gives up', async () => {
    await setFault({ service: 'auth', mode: 'hang' });
    await expect(sandbox.fetch('/auth/account', { signal: AbortSignal.timeout(200) })).rejects.toThrow(
      /abort|timeout/i,
    );
  });

  it('hang: a held request is answered once the fault is cleared', async () => {
    await setFault({ service: 'content', mode: 'hang' });
    const pending = sandbox.call(article);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sandbox.fetch('/__sandbox/faults', { method: 'DELETE' });
    expect((await pending).status).toBe(200);
  });

  it('down: the connection is dropped', async () => {
    await setFault({ service: 'video', mode: 'down' });
    await expect(
      sandbox.fetch('/feeds/provider/stream-video-gateway/v1/FURLONG/session/v-free'),
    ).rejects.toThrow('fetch failed');
  });

  it("'all' applies to every service, a service's own fault wins, and inspection is never faulted", async () => {
    await setFault({ service: 'all', mode: 'error', status: 502 });
    await setFault({ service: 'tracker', mode: 'error', status: 504 });
    expect((await sandbox.call(article)).status).toBe(502);
    expect((await sandbox.call('/polls/v2/polls/poll-open')).status).toBe(502);
    expect((await sandbox.call('/tracker/i')).status).toBe(504);
    expect((await sandbox.call('/__sandbox/health')).status).toBe(200);
  });

  it('lists, replaces and clears faults; mode none removes one', async () => {
    await setFault({ service: 'content', mode: 'latency', latencyMs: 5 });
    await setFault({ service: 'content', mode: 'error' });
    await setFault({ service: 'events', mode: 'down' });
    expect((await sandbox.call('/__sandbox/faults')).body.faults).toEqual([
      { service: 'content', mode: 'error' },
      { service: 'events', mode: 'down' },
    ]);
    await setFault({ service: 'content', mode: 'none' });
    expect((await sandbox.call('/__sandbox/faults')).body.faults).toEqual([
      { service: 'events', mode: 'down' },
    ]);
    await sandbox.fetch('/__sandbox/faults', { method: 'DELETE' });
    expect((await sandbox.call('/__sandbox/faults')).body.faults).toEqual([]);
  });

  it('refuses a fault it does not know', async () => {
    const answer = await setFault({ service: 'weather', mode: 'error' });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringContaining('service') } },
    });
    expect((await setFault({ service: 'content', mode: 'slow' })).status).toBe(400);
    expect((await sandbox.call('/__sandbox/faults', { method: 'PUT', body: 'nope' })).status).toBe(400);
  });
});
