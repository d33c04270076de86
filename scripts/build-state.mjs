// "Builds if needed": a build is stale when any source file is newer than the last build.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'blocks', 'features', 'platform', 'ui', 'public', 'proxy.ts', 'instrumentation.ts',
  'next.config.ts', 'postcss.config.mjs', 'package-lock.json', 'tsconfig.json'];

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
const marker = (root) => path.join(root, '.next', 'furlong-build-complete');

export function markBuildComplete(root) {
  writeFileSync(marker(root), new Date().toISOString());
}

export function buildIsStale(root) {
  if (!existsSync(marker(root))) return true;
  const built = statSync(marker(root)).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}
