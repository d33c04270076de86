// Servers a test starts on this machine: a free port for one, and the edge (deploy/nginx.conf.template,
// Debian's nginx, as `npm run cluster` runs it) in front of instances the test runs itself.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeEdgeConfig } from '../scripts/nginx-config.mjs';

/** A port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface TestEdge {
  /** The edge's address, `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Its configuration, logs and cache. */
  runDir: string;
  /** Stops nginx, waits for it to exit, and removes runDir. */
  stop: () => Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The edge in front of the instances at `instancePorts`, once it takes connections. */
export async function startTestEdge(instancePorts: number[]): Promise<TestEdge> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'furlong-edge-test-'));
  // nginx's workers run as another user when it starts as root: they write the cache here.
  chmodSync(runDir, 0o755);
  const port = await freePort();
  const { nginx, config, warnings } = writeEdgeConfig({
    port,
    instancePorts,
    runDir,
    siteUrl: 'http://localhost',
  });
  // The template itself must be clean: a warning nginx prints about it fails the test.
  if (warnings !== '') throw new Error(`nginx warned about ${config}:\n${warnings}`);
  const edge = spawn(nginx, ['-p', `${runDir}/`, '-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => {
    edge.once('exit', () => resolve());
    edge.once('error', () => resolve());
  });
  const stop = async () => {
    if (edge.exitCode === null && edge.signalCode === null) {
      edge.kill('SIGTERM');
      await exited;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (edge.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start on ${port} (exit code ${edge.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, port, runDir, stop };
}
