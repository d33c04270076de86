// "Builds if needed": a build is stale when any source file is newer than the last build, or when the
// settings it was built with differ (prerendered pages, the sitemap and metadata carry SITE_URL).
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

const BUILD_SETTINGS = [
  'CLIENT_ID',
  'SITE_URL',
  'SITE_PRODUCT',
  'SITE_NAME',
  'CONTENT_API_URL',
  'PLATFORM_ENV',
  'PLATFORM_REGION',
  'PLATFORM_DOMAIN',
];

function settingsStamp(env) {
  return JSON.stringify(BUILD_SETTINGS.map((name) => [name, env[name] ?? '']));
}

/**
 * Marks the build current as of `startedAt` (ms), when it began reading the sources: a file changed
 * while it ran is newer than the build, so the next start builds again.
 */
export function markBuildComplete(root, env, startedAt = Date.now()) {
  writeFileSync(marker(root), settingsStamp(env));
  utimesSync(marker(root), startedAt / 1000, startedAt / 1000);
}

export function buildIsStale(root, env) {
  if (!existsSync(marker(root))) return true;
  if (readFileSync(marker(root), 'utf8') !== settingsStamp(env)) return true;
  const built = statSync(marker(root)).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}
