import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startTestEdge, type TestEdge } from '../test/local-servers';

// The edge as deploy/nginx.conf.template makes it, in front of two stand-in instances: one address of
// theirs answers headers larger than the edge's proxy_buffer_size, which nginx counts as a failure of
// that instance (it answers 502), as it counts a refused connection; such an answer must take no
// instance out of service.

const TOO_BIG = 'x'.repeat(64 * 1024);

function instance(name: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/gallery') res.setHeader('content-security-policy', TOO_BIG);
    res.setHeader('x-instance', name);
    res.end('ok');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function answers(url: string): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await fetch(url)).status;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('the edge in front of two instances', () => {
  let instances: Server[] = [];
  let testEdge: TestEdge | undefined;
  let edge = '';

  beforeAll(async () => {
    instances = await Promise.all([instance('a'), instance('b')]);
    testEdge = await startTestEdge(instances.map((server) => (server.address() as AddressInfo).port));
    edge = testEdge.url;
  });

  afterAll(async () => {
    for (const server of instances) if (server.listening) server.close();
    await testEdge?.stop();
  });

  it('answers 502 for an answer it cannot read, and every other address from both instances all the while', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 5; round += 1) {
      expect(await answers(`${edge}/gallery`)).toBe(502);
      for (let i = 0; i < 20; i += 1) {
        const response = await fetch(`${edge}/page-${round}-${i}`);
        expect(response.status).toBe(200);
        seen.add(response.headers.get('x-instance') ?? '');
      }
    }
    expect(seen).toEqual(new Set(['a', 'b']));
    expect(readFileSync(path.join(testEdge!.runDir, 'error.log'), 'utf8')).not.toMatch(/no live upstreams/);
  });

  it('sends the addresses of an instance that is gone to the other', async () => {
    const [, gone] = instances;
    gone!.closeAllConnections();
    await new Promise((resolve) => gone!.close(resolve));
    for (let i = 0; i < 20; i += 1) {
      const response = await fetch(`${edge}/after-${i}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-instance')).toBe('a');
    }
  });
});
