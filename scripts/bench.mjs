#!/usr/bin/env node
// `npm run bench`: starts the sandbox and the production site, measures throughput, latency and
// first-load JavaScript of key pages, checks the budgets, and writes docs/performance.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadJs } from '../bench/first-load-js.mjs';
import { measure } from '../bench/load.mjs';
import { PAGES, BUDGETS } from '../bench/pages.mjs';
import { run, stopAll, waitFor } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const site = `http://localhost:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const server = run(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(process.env.BENCH_SANDBOX_PORT ?? 4210), CONTENT_API_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitFor(`${site}/`, { child: server, timeoutMs: 600_000 });

const rows = [];
for (const page of PAGES) {
  const url = `${site}${page.path}`;
  for (let i = 0; i < 20; i += 1) await fetch(url); // warm the page and data caches
  const load = await measure(url, { connections: 20, duration });
  const js = await firstLoadJs(url);
  rows.push({ ...page, ...load, ...js });
  console.log(`${page.name}: ${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, JS ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip`);
}
stopAll();

const failures = [];
for (const row of rows) {
  const budget = BUDGETS[row.name];
  if (budget?.firstLoadJsKiB && row.gzipBytes / 1024 > budget.firstLoadJsKiB) {
    failures.push(`${row.name}: first-load JS ${(row.gzipBytes / 1024).toFixed(1)} KiB > ${budget.firstLoadJsKiB} KiB`);
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const table = rows
  .map((r) => `| ${r.name} (\`${r.path}\`) | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${kib(r.gzipBytes)} (${r.scripts} files) | ${kib(r.legacyGzipBytes)} | ${kib(r.htmlGzipBytes)} | ${BUDGETS[r.name]?.firstLoadJsKiB ?? '—'} |`)
  .join('\n');
writeFileSync(
  path.join(root, 'docs', 'performance.md'),
  `# Performance

Measured by \`npm run bench\` (autocannon, 20 connections, ${duration} s a page, after a warm-up of 20 requests), on the
production build against the sandbox, on a 2-core machine. First-load JS is every script the page's HTML makes a
modern browser download, gzip level 9; legacy-only JS is the \`nomodule\` polyfill bundle, which only browsers without
module support fetch. The HTML carries the page's server-component payload inline. Re-run the command to refresh
this page.

| page | requests/s | p50 ms | p99 ms | first-load JS KiB gzip | legacy-only JS KiB gzip | HTML KiB gzip | JS budget KiB |
|---|---|---|---|---|---|---|---|
${table}

Measured ${new Date().toISOString().slice(0, 10)}. Budgets: ${failures.length === 0 ? 'all met.' : failures.join('; ')}
`,
);
if (failures.length > 0) {
  console.error(`Over budget:\n${failures.join('\n')}`);
  process.exit(1);
}
process.exit(0);
