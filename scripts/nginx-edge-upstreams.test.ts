import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureCommand } from './debian-packages.mjs';
import { localEdgeValues, renderTemplate } from './nginx-config.mjs';

// The edge as deploy/nginx.conf.template makes it, in front of two stand-in instances: one address of
// theirs answers headers larger than the edge's proxy_buffer_size, which nginx counts as a failure of
// that instance (it answers 502), as it counts a refused connection; such an answer must take no
// instance out of service.

const template = readFileSync(path.join(__dirname, '..', 'deploy', 'nginx.conf.template'), 'utf8');
const TOO_BIG = 'x'.repeat(64 * 1024);

function instance(name: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/gallery') res.setHeader('content-security-policy', TOO_BIG);
    res.setHeader('x-instance', name);
    res.end('ok');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
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
  let nginx: ChildProcess | undefined;
  let runDir = '';
  let edge = '';

  beforeAll(async () => {
    // Debian's nginx, as `npm run cluster` runs it (installed with apt-get when missing, as root).
    const binary = ensureCommand('nginx');
    instances = await Promise.all([instance('a'), instance('b')]);
    runDir = mkdtempSync(path.join(tmpdir(), 'furlong-edge-test-'));
    // nginx's workers, which may run as another user, keep the cache under it.
    chmodSync(runDir, 0o755);
    const port = await freePort();
    const config = path.join(runDir, 'nginx.conf');
    const instancePorts = instances.map((server) => (server.address() as AddressInfo).port);
    writeFileSync(
      config,
      renderTemplate(template, localEdgeValues({ port, instancePorts, runDir, siteUrl: 'http://localhost' })),
    );
    const test = spawnSync(binary, ['-t', '-q', '-p', `${runDir}/`, '-c', config], { encoding: 'utf8' });
    expect(test.stderr).toBe('');
    nginx = spawn(binary, ['-p', `${runDir}/`, '-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
    edge = `http://127.0.0.1:${port}`;
    await answers(`${edge}/warm`);
  });

  afterAll(async () => {
    nginx?.kill();
    for (const server of instances) if (server.listening) server.close();
    rmSync(runDir, { recursive: true, force: true });
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
    expect(readFileSync(path.join(runDir, 'error.log'), 'utf8')).not.toMatch(/no live upstreams/);
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
