// Starts the site as several instances behind nginx, sharing Next's cache on Redis: what `npm run
// cluster` runs, and what the load and fault tests start (docs/deploy.md).
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { buildIsStale, markBuildComplete } from './build-state.mjs';
import { ensureCommand } from './debian-packages.mjs';
import { instanceArgs } from './instance.mjs';
import { writeEdgeConfig } from './nginx-config.mjs';
import { finished, run, waitFor } from './processes.mjs';
import { sandboxEnv, usesSandbox, withDefaults } from './sandbox-env.mjs';
import { supervise } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * The cluster's settings from the environment, with the defaults docs/deploy.md lists (or `defaults`).
 * @param {Record<string, string | undefined>} [env]
 * @param {{ port?: number; sandboxPort?: number; redisPort?: number }} [defaults]
 */
export function clusterOptions(env = process.env, defaults = {}) {
  /**
   * @param {string} name
   * @param {number} fallback
   * @returns {number}
   */
  const number = (name, fallback) => {
    const value = String(env[name] ?? '').trim();
    if (value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number above 0`);
    return parsed;
  };
  const port = number('PORT', defaults.port ?? 3000);
  return {
    port,
    instances: number('CLUSTER_INSTANCES', availableParallelism()),
    firstInstancePort: number('CLUSTER_FIRST_PORT', port + 1),
    sandboxPort: number('SANDBOX_PORT', defaults.sandboxPort ?? 4010),
    redisPort: number('CLUSTER_REDIS_PORT', defaults.redisPort ?? 6380),
    redisUrl: String(env.REDIS_URL ?? '').trim() || null,
  };
}

/** @typedef {ReturnType<typeof clusterOptions>} ClusterOptions */

/**
 * True once Redis answers PING at `port` on this machine.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * @param {number} port
 * @param {string} runDir
 */
async function startRedis(port, runDir) {
  const redisServer = ensureCommand('redis-server');
  // A cache, not a store: nothing written to disk, least recently used keys out when it is full.
  const child = run(
    redisServer,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
      '--dir',
      runDir,
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(port))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

/** @param {import('./nginx-config.mjs').EdgeOptions} options */
function startEdge({ port, instancePorts, runDir, siteUrl }) {
  const { nginx, config } = writeEdgeConfig({ port, instancePorts, runDir, siteUrl });
  return run(nginx, ['-p', `${runDir}/`, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts the sandbox (unless the site points at the real platform), Redis (unless REDIS_URL names one),
 * a build if the sources changed, the instances and the edge. `instanceEnv` adds settings to every
 * instance (the load tests switch the request log off).
 * @param {ClusterOptions} [options]
 * @param {{ instanceEnv?: Record<string, string>; quiet?: boolean }} [more]
 */
export async function startCluster(options = clusterOptions(), { instanceEnv = {}, quiet = false } = {}) {
  nextEnv.loadEnvConfig(root, false, quiet ? { info: () => {}, error: console.error } : undefined);
  const say = quiet ? () => {} : (/** @type {string} */ line) => console.log(line);
  const runDir = path.join(tmpdir(), `furlong-cluster-${options.port}`);
  mkdirSync(runDir, { recursive: true });
  const edgeUrl = `http://localhost:${options.port}`;
  const withSandbox = usesSandbox();
  /** @type {Record<string, string | undefined>} */
  const env = {
    ...(withSandbox
      ? withDefaults(sandboxEnv(root, { port: options.port, sandboxPort: options.sandboxPort }))
      : process.env),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const node = (
    /** @type {string[]} */ args,
    /** @type {import('./processes.mjs').RunOptions} */ more = {},
  ) => run(process.execPath, args, { cwd: root, env, ...more });

  const settingsCheck = await finished(
    node(['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', 'check-settings.ts')]),
  );
  if (settingsCheck !== 0) throw new Error('a setting is missing or invalid (above)');

  /** @type {string | null} */
  let sandboxUrl = null;
  if (withSandbox) {
    sandboxUrl = `http://localhost:${options.sandboxPort}`;
    const sandbox = node(['--import', 'tsx', path.join(root, 'sandbox', 'server.ts')], {
      env: { ...env, SANDBOX_PORT: String(options.sandboxPort) },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    await waitFor(`${sandboxUrl}/__sandbox/health`, { child: sandbox });
  }

  let redisUrl = options.redisUrl;
  if (!redisUrl) {
    await startRedis(options.redisPort, runDir);
    redisUrl = `redis://127.0.0.1:${options.redisPort}`;
    say(`Redis on ${redisUrl}`);
  }

  // Built without REDIS_URL (the build reads no setting): the shared cache handler is named at start.
  if (process.env.SKIP_BUILD !== '1' && buildIsStale(root)) {
    say('Building the site (the sources changed since the last build)…');
    const startedAt = Date.now();
    if ((await finished(node([NEXT_BIN, 'build']))) !== 0) throw new Error('the build failed');
    markBuildComplete(root, startedAt);
  }

  // Each instance keeps its own HTML cache, as `npm start` does: the edge sends every address to the same
  // instance, whose copy answers the edge's refresh at once (docs/decisions/0028).
  const startInstance = (/** @type {number} */ port) =>
    node(instanceArgs(), {
      env: {
        ...env,
        ...instanceEnv,
        PORT: String(port),
        REDIS_URL: redisUrl,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    });
  const started = Array.from({ length: options.instances }, (_, index) => {
    const port = options.firstInstancePort + index;
    return { port, url: `http://localhost:${port}`, child: startInstance(port) };
  });
  await Promise.all(
    started.map(({ url, child }) => waitFor(`${url}/healthz`, { child, timeoutMs: 120_000 })),
  );
  // Once serving, an instance that dies is started again; `child` is always its current process.
  const instances = started.map(({ port, url, child }) => {
    const supervised = supervise(() => startInstance(port), { child, name: url });
    return {
      port,
      url,
      get child() {
        return supervised.child;
      },
    };
  });

  const edge = startEdge({
    port: options.port,
    instancePorts: instances.map(({ port }) => port),
    runDir,
    siteUrl: String(env.SITE_URL),
  });
  await waitFor(`${edgeUrl}/healthz`, { child: edge });
  return { edgeUrl, sandboxUrl, redisUrl, instances, runDir, env };
}
