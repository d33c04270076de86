#!/usr/bin/env node
// `npm run bench`: starts the sandbox and the production site, measures throughput, latency and
// first-load JavaScript of key pages, checks the budgets, and writes docs/performance.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, stopAll, waitFor } from './processes.mjs';
import { firstLoadJs } from '../bench/first-load-js.mjs';
import { consentedLayoutShift } from '../bench/layout-shift.mjs';
import { lighthouseMedian } from '../bench/lighthouse.mjs';
import { measure } from '../bench/load.mjs';
import { PAGES, VISITOR_HEADERS } from '../bench/pages.mjs';
import { budgetFailures, writeReport } from '../bench/report.mjs';
import { upstreamRequestsFor } from '../bench/upstream.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 4210);
const site = `http://localhost:${port}`;
const sandbox = `http://localhost:${sandboxPort}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const server = run(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort), CONTENT_API_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitFor(`${site}/`, { child: server, timeoutMs: 600_000 });

const rows = [];
for (const page of PAGES) {
  const url = `${site}${page.path}`;
  for (let i = 0; i < 20; i += 1) await fetch(url, { headers: VISITOR_HEADERS }); // warm the caches
  const upstream = await upstreamRequestsFor(url, sandbox, VISITOR_HEADERS);
  // Browsers accept gzip; without it the load would measure moving uncompressed HTML over loopback.
  const load = await measure(url, {
    connections: 20,
    duration,
    headers: { ...VISITOR_HEADERS, 'accept-encoding': 'gzip' },
  });
  const js = await firstLoadJs(url, VISITOR_HEADERS);
  const audit = page.lighthouse ? await lighthouseMedian(url, VISITOR_HEADERS) : {};
  const consentedCls = page.lighthouse ? await consentedLayoutShift(url, VISITOR_HEADERS.cookie) : undefined;
  rows.push({ ...page, ...load, ...js, upstream, ...audit, consentedCls });
  console.log(
    `${page.name}: ${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ` +
      `JS ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip, ${upstream} upstream requests for 50 warm views` +
      (audit.cls === undefined
        ? ''
        : `, CLS ${audit.cls.toFixed(3)}, LCP ${audit.lcpMs} ms, TBT ${audit.tbtMs} ms, ` +
          `layout shift with consent ${consentedCls?.toFixed(3)}`),
  );
}
stopAll();

const failures = budgetFailures(rows);
writeReport(path.join(root, 'docs', 'performance.md'), rows, { duration, failures });
if (failures.length > 0) {
  console.error(`Over budget:\n${failures.join('\n')}`);
  process.exit(1);
}
process.exit(0);
