#!/usr/bin/env node
// `npm run test:timing`: runs `npm test` as a fresh clone would (the build thrown away first, so it is
// built again), and writes how long it took into the test-suite section of docs/performance.md: the wall
// time, the unit and end-to-end parts, and each end-to-end spec's time. Exits with the suite's code.
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { finished, run } from './processes.mjs';
import { writeSection } from '../bench/report-sections.mjs';
/** @import { JSONReport, JSONReportSuite } from '@playwright/test/reporter' */
/** @import { JsonTestResults } from 'vitest/reporters' */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
rmSync(path.join(root, '.next'), { recursive: true, force: true });

const started = Date.now();
const code = await finished(
  run(process.execPath, [path.join(root, 'scripts', 'test-all.mjs')], { cwd: root }),
);
const wall = (Date.now() - started) / 1000;

const read = (/** @type {string} */ name) =>
  JSON.parse(readFileSync(path.join(root, 'test-reports', name), 'utf8'));
/** @type {JsonTestResults} */
const unit = read('unit.json');
/** @type {JSONReport} */
const e2e = read('e2e.json');

// Vitest's report gives each file's start and end; the unit part ran from the first start to the last end.
const unitSeconds = (Math.max(...unit.testResults.map((file) => file.endTime)) - unit.startTime) / 1000;
const e2eSeconds = e2e.stats.duration / 1000;

// Each spec's time: the sum of its tests' times (the build and the servers' start are not in any).
/** @type {Map<string, number>} */
const perSpec = new Map();
const walk = (/** @type {JSONReportSuite} */ suite) => {
  for (const spec of suite.specs ?? []) {
    for (const run of spec.tests.flatMap((t) => t.results)) {
      perSpec.set(suite.file, (perSpec.get(suite.file) ?? 0) + run.duration / 1000);
    }
  }
  for (const child of suite.suites ?? []) walk({ ...child, file: suite.file });
};
for (const suite of e2e.suites) walk(suite);

const seconds = (/** @type {number} */ value) => `${value.toFixed(0)} s`;
const minutes = (/** @type {number} */ value) => `${Math.floor(value / 60)} min ${Math.round(value % 60)} s`;
const rows = [...perSpec].sort((a, b) => b[1] - a[1]).map(([file, time]) => `| ${file} | ${seconds(time)} |`);
const body = `## The test suite

\`npm run test:timing\` on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}: \`npm test\` from no
build, as on a fresh clone (the npm install not counted).

| part | wall time |
|---|---|
| all of \`npm test\`, build included | ${minutes(wall)} |
| unit tests (Vitest, ${unit.numTotalTests} tests) | ${seconds(unitSeconds)} |
| end to end, build and server start included (Playwright, ${e2e.stats.expected + e2e.stats.unexpected + e2e.stats.flaky} tests) | ${seconds(e2eSeconds)} |

${code === 0 ? 'Every test passed.' : `**The suite failed** (exit code ${code}).`}

Time in each end-to-end spec, its tests added up; the rest of the end-to-end part is the build and the
servers' start:

| spec | time |
|---|---|
${rows.join('\n')}`;

writeSection(path.join(root, 'docs', 'performance.md'), 'test-suite', body);
process.exit(code);
