// "Builds if needed": a build is stale when any source file is newer than the last build. Settings never
// make it stale: the build reads none and makes no page that could carry one, so one build serves
// whatever the server is started with (docs/decisions/0020).
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'blocks',
  'features',
  'platform',
  'ui',
  'shared',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

// Written only after a build succeeds, so a failed or interrupted build is never taken as current.
const marker = (/** @type {string} */ root) => path.join(root, '.next', 'furlong-build-complete');

/**
 * Marks the build current as of `startedAt` (ms), when it began reading the sources: a file changed
 * while it ran is newer than the build, so the next start builds again.
 * @param {string} root
 * @param {number} [startedAt]
 */
export function markBuildComplete(root, startedAt = Date.now()) {
  writeFileSync(marker(root), '');
  utimesSync(marker(root), startedAt / 1000, startedAt / 1000);
}

/**
 * True when a source is newer than the last complete build, or there is none.
 * @param {string} root
 * @returns {boolean}
 */
export function buildIsStale(root) {
  if (!existsSync(marker(root))) return true;
  const built = statSync(marker(root)).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}
