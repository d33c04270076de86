import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { answerHealth } from './health.mjs';

function response() {
  const res = Object.assign(new EventEmitter(), {
    status: 0,
    headers: {} as Record<string, unknown>,
    body: undefined as string | undefined,
    setHeader(name: string, value: unknown) {
      res.headers[name] = value;
    },
    writeHead(status: number, headers: Record<string, unknown>) {
      res.status = status;
      Object.assign(res.headers, headers);
    },
    end(body?: string) {
      res.body = body;
      res.emit('finish');
    },
  });
  return res;
}

async function ask(method: string, url: string, check?: () => (() => Promise<{ ready: boolean }>) | null) {
  const res = response();
  const finished = new Promise((resolve) => res.once('finish', resolve));
  const answered = answerHealth({ method, url }, res as unknown as ServerResponse, check);
  if (answered) await finished;
  return { answered, ...res, json: res.body ? JSON.parse(res.body) : undefined };
}

describe('/healthz and /readyz', () => {
  it('/healthz says the process is up without asking anything', async () => {
    const check = vi.fn(() => null);
    const answer = await ask('GET', '/healthz', check);
    expect(answer).toMatchObject({ answered: true, status: 200, json: { ok: true } });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(check).not.toHaveBeenCalled();
  });

  it('/readyz answers 200 or 503 from the readiness check, never cached', async () => {
    const up = await ask('GET', '/readyz', () => async () => ({ ready: true, content: 'up' }));
    expect(up).toMatchObject({ status: 200, json: { ready: true, content: 'up' } });
    expect(up.headers['cache-control']).toBe('no-store');
    const down = await ask('GET', '/readyz?x=1', () => async () => ({ ready: false, content: 'down' }));
    expect(down).toMatchObject({ status: 503, json: { ready: false } });
    const failing = await ask('GET', '/readyz', () => () => Promise.reject(new Error('x')));
    expect(failing.status).toBe(503);
  });

  it('/readyz is 503 until the app has started', async () => {
    expect(await ask('GET', '/readyz', () => null)).toMatchObject({ status: 503, json: { ready: false } });
  });

  it('answers HEAD without a body, refuses other methods, and leaves other paths alone', async () => {
    const head = await ask('HEAD', '/healthz');
    expect(head).toMatchObject({ status: 200, body: undefined });
    const post = await ask('POST', '/readyz');
    expect(post).toMatchObject({ status: 405 });
    expect(post.headers.allow).toBe('GET, HEAD');
    expect((await ask('GET', '/healthz/more')).answered).toBe(false);
    expect((await ask('GET', '/')).answered).toBe(false);
  });
});
