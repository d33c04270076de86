import { WORKER_BUDGET_KIB, workerFailures, workerText } from './offline-worker.mjs';

describe("the offline worker's weight in the benchmark", () => {
  it('reports the size against its budget', () => {
    expect(workerText({ gzipBytes: 13_273 })).toBe(
      "The offline worker's script (`/serwist/sw.js`), registered once a page has loaded and so in no page's first-load JS: 13.0 KiB gzip (budget: 15 KiB).",
    );
  });

  it('fails the run only past the budget', () => {
    expect(workerFailures({ gzipBytes: WORKER_BUDGET_KIB * 1024 })).toEqual([]);
    expect(workerFailures({ gzipBytes: WORKER_BUDGET_KIB * 1024 + 200 })).toEqual([
      'offline worker: 15.2 KiB gzip > 15 KiB',
    ]);
  });
});
