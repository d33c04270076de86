// "Builds if needed": a build is stale when any source file is newer than the last build.
import { existsSync, readdirSync, statSync } from 'node:fs';
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

export function buildIsStale(root) {
  const marker = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}
