#!/usr/bin/env node
// `npm start`: the sandbox (unless the site is pointed at the real platform), a build if the sources
// changed since the last one, then the production server (server/main.mjs, the one entry however the
// site is served), started again should it die (scripts/supervisor.mjs). `--dev` runs the development
// server instead.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { buildIsStale, markBuildComplete } from './build-state.mjs';
import { instanceArgs } from './instance.mjs';
import { finished, run, waitFor } from './processes.mjs';
import { sandboxEnv, usesSandbox, withDefaults } from './sandbox-env.mjs';
import { supervise } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
nextEnv.loadEnvConfig(root, dev);

const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const withSandbox = usesSandbox();
const env = {
  ...(withSandbox ? withDefaults(sandboxEnv(root, { port, sandboxPort })) : process.env),
  NEXT_TELEMETRY_DISABLED: '1',
};
/**
 * Runs Node with `args` in the project, with the site's settings.
 * @param {string[]} args
 * @param {import('./processes.mjs').RunOptions} [options]
 */
const node = (args, options = {}) => run(process.execPath, args, { cwd: root, env, ...options });

// A missing or invalid setting stops everything here, with one line naming it.
const settingsCheck = await finished(
  node(['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', 'check-settings.ts')]),
);
if (settingsCheck !== 0) process.exit(settingsCheck);

if (withSandbox) {
  const sandbox = node(['--import', 'tsx', path.join(root, 'sandbox', 'server.ts')], {
    env: { ...env, SANDBOX_PORT: String(sandboxPort) },
  });
  await waitFor(`http://localhost:${sandboxPort}/__sandbox/health`, { child: sandbox });
  sandbox.on('exit', (code) => {
    console.error(`The sandbox stopped (exit ${code}).`);
    process.exit(1);
  });
}

if (dev) process.exit(await finished(node([next, 'dev', '-p', String(port)])));

if (process.env.SKIP_BUILD !== '1' && buildIsStale(root)) {
  console.log('Building the site (the sources changed since the last build)…');
  const startedAt = Date.now();
  const code = await finished(node([next, 'build']));
  if (code !== 0) process.exit(code);
  markBuildComplete(root, startedAt);
}

const startServer = () =>
  node(instanceArgs(), { env: { ...env, PORT: String(port), NODE_ENV: 'production' } });
const server = startServer();
// A server that cannot start stops everything; one that dies once serving is started again.
await waitFor(`http://localhost:${port}/`, { child: server, timeoutMs: 120_000 });
supervise(startServer, { child: server, name: `http://localhost:${port}` });
console.log(`\nFurlong is running at http://localhost:${port}\n`);
