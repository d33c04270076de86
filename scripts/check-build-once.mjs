#!/usr/bin/env node
// `npm run check:build-once`: one build serves any address. Builds with no settings at all and the
// content service unreachable, checks the build holds no site address, then serves it on the sandbox
// at another SITE_URL and checks the pages, the sitemap and robots.txt name that one
// (docs/decisions/0020). Uses PORT and SANDBOX_PORT (3000 and 4010 unless set).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markBuildComplete } from './build-state.mjs';
import { finished, run, stopAll, waitFor } from './processes.mjs';
import { sandboxEnv } from './sandbox-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const BUILT_AT = 'https://built-here.invalid';
const SERVED_AT = 'https://www.kingsmere-served-here.example';
/** @type {string[]} */
const failures = [];
const check = (/** @type {boolean} */ ok, /** @type {string} */ what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

// What a build machine has: a path, a home, and settings that point nowhere useful.
const buildEnv = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: BUILT_AT,
  CONTENT_API_URL: 'http://127.0.0.1:9/content',
};
const node = (/** @type {string[]} */ args, /** @type {Record<string, string>} */ env) =>
  run(process.execPath, args, { cwd: root, env });
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const startedAt = Date.now();
const built = (await finished(node([nextBin, 'build'], buildEnv))) === 0;
check(built, 'next build with no content service');
if (!built) process.exit(1);
markBuildComplete(root, startedAt);

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}
const carrying = filesUnder(path.join(root, '.next')).filter(
  (file) => !file.includes(`${path.sep}cache${path.sep}`) && readFileSync(file).includes(BUILT_AT),
);
check(carrying.length === 0, `the build holds no site address${carrying.length ? `: ${carrying}` : ''}`);

const env = {
  ...sandboxEnv(root, { port, sandboxPort }),
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: SERVED_AT,
  REQUEST_LOG: 'off',
};
const sandbox = node(['--import', 'tsx', path.join(root, 'sandbox', 'server.ts')], {
  ...env,
  SANDBOX_PORT: String(sandboxPort),
});
await waitFor(`http://localhost:${sandboxPort}/__sandbox/health`, { child: sandbox });
const server = node([path.join(root, 'server', 'main.mjs')], {
  ...env,
  PORT: String(port),
  NODE_ENV: 'production',
});
const site = `http://localhost:${port}`;
await waitFor(`${site}/healthz`, { child: server, timeoutMs: 120_000 });

const visitor = { cookie: 'dismissedProjectSouthampton=true' };
/** @param {string} address */
async function text(address) {
  const response = await fetch(`${site}${address}`, { headers: visitor, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}
// Every page carries the site's address in its public configuration; articles in their canonical link.
const ARTICLES = ['/', '/cookie-policy', '/content/silver-lantern-wins-summer-mile'];
for (const address of [...ARTICLES, '/_blocks', '/news']) {
  const { status, body } = await text(address);
  check(status === 200, `${address} answers 200`);
  check(
    body.includes(SERVED_AT) && !body.includes(BUILT_AT),
    `${address} names the address served, not the build's`,
  );
  if (ARTICLES.includes(address)) {
    check(
      body.includes(`<link rel="canonical" href="${SERVED_AT}${address === '/' ? '' : address}`),
      `${address} is canonical at the address it is served at`,
    );
  }
}
const sitemap = await text('/sitemap.xml');
const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
  (match) => /** @type {string} */ (match[1]),
);
check(
  locations.length > 0 && locations.every((location) => location.startsWith(`${SERVED_AT}/`)),
  `the sitemap's ${locations.length} addresses are at the address served`,
);
const robots = await text('/robots.txt');
check(robots.body.includes(`Sitemap: ${SERVED_AT}/sitemap.xml`), 'robots.txt names the sitemap served');

stopAll();
if (failures.length > 0) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('One build serves any address.');
process.exit(0);
