#!/usr/bin/env node
// `npm test`: every test — unit (Vitest) then end to end (Playwright on Chromium) — and one closing
// line with the counts of both.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { finished, run } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-reports'); // not test-results/: Playwright empties that folder
mkdirSync(results, { recursive: true });
const unitReport = path.join(results, 'unit.json');
const e2eReport = path.join(results, 'e2e.json');

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const unit = await finished(
  run(
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
    {
      cwd: root,
    },
  ),
);
const e2e = await finished(
  run(process.execPath, [path.join(root, 'scripts', 'e2e.mjs'), '--reporter=list,json'], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  }),
);

/** @import { JSONReport } from '@playwright/test/reporter' */
/** @import { JsonTestResults } from 'vitest/reporters' */

/**
 * A JSON report, or null when the run wrote none.
 * @param {string} file
 * @returns {unknown}
 */
function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}
const u = /** @type {JsonTestResults | null} */ (read(unitReport));
const p = /** @type {JSONReport | null} */ (read(e2eReport))?.stats;
const passed = (u?.numPassedTests ?? 0) + (p?.expected ?? 0) + (p?.flaky ?? 0);
const failed = (u?.numFailedTests ?? 0) + (p?.unexpected ?? 0);
const skipped = (u?.numPendingTests ?? 0) + (u?.numTodoTests ?? 0) + (p?.skipped ?? 0);
const ranAll = u !== null && p !== undefined && p !== null;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unit !== 0 || e2e !== 0 || !ranAll ? 1 : 0);
