#!/usr/bin/env node
// `npm run test:changed [-- <ref>]`: the tests that a change touches, against `main` unless another git ref
// is given. The change is what Vitest's `--changed <ref>` sees: files committed since the ref, staged,
// modified and new. First the unit tests that import a changed file (Vitest follows the imports), then the
// end-to-end specs that are themselves changed or name a changed template or component: its file's or
// folder's name as a whole word, as `poll` for blocks/poll/poll-voting.tsx.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { finished, run } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ref = process.argv[2] ?? 'main';

const git = (/** @type {string[]} */ ...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = new Set([
  ...git('diff', '--name-only', `${ref}...HEAD`),
  ...git('diff', '--cached', '--name-only'),
  ...git('ls-files', '--other', '--modified', '--exclude-standard'),
]);

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const unit = await finished(
  run(process.execPath, [vitest, 'run', '--changed', ref, '--passWithNoTests'], { cwd: root }),
);

// Names too common to pick a spec by: a route's or a folder's role rather than what it shows.
const GENERIC = new Set(['index', 'page', 'layout', 'route', 'loading', 'error', 'shared', 'types']);
/** @type {Set<string>} */
const names = new Set();
for (const file of changed) {
  if (!/^(app|blocks|features|ui)\//.test(file) || /\.test\.tsx?$/.test(file)) continue;
  const base = path.posix.basename(file).replace(/\..*$/, '');
  for (const name of [base, path.posix.basename(path.posix.dirname(file))]) {
    if (/^[a-z][a-z0-9-]{2,}$/.test(name) && !GENERIC.has(name)) names.add(name);
  }
}
const named = (/** @type {string} */ text) =>
  [...names].some((name) => new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(text));
const specs = readdirSync(path.join(root, 'e2e'))
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => `e2e/${file}`)
  .filter((spec) => changed.has(spec) || named(readFileSync(path.join(root, spec), 'utf8')));

let e2e = 0;
if (specs.length === 0) console.log('\nNo end-to-end spec names a changed template or component.');
else {
  console.log(`\nEnd-to-end: ${specs.join(' ')}`);
  e2e = await finished(
    run(process.execPath, [path.join(root, 'scripts', 'e2e.mjs'), ...specs], { cwd: root }),
  );
}
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
