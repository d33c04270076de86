#!/usr/bin/env node
// End-to-end tests: Playwright drives Debian's Chromium against the production build on the sandbox.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { finished, run } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureChromium();
const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const code = await finished(
  run(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  }),
);
process.exit(code);
