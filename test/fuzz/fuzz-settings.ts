import type { Parameters } from 'fast-check';

/** Cases per property: a few dozen in every test run, many more with `npm run fuzz` (FUZZ_RUNS). */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 50);

/** fast-check's settings for one property; FUZZ_SEED replays a reported failure. */
export function fuzzParameters<T>(runs = FUZZ_RUNS): Parameters<T> {
  const seed = Number(process.env.FUZZ_SEED);
  return { numRuns: runs, ...(Number.isFinite(seed) && process.env.FUZZ_SEED ? { seed } : {}) };
}

/** A test's time limit that grows with the number of cases. */
export function fuzzTimeout(perCaseMs: number, runs = FUZZ_RUNS): number {
  return Math.max(20_000, runs * perCaseMs);
}

/**
 * The budget for one render or one reshaping of hostile content: 1 s under `npm run fuzz`. In the everyday
 * suite, which shares a small machine with other workers, it only catches a hang (5 s); budgets are
 * measured, not timed in tests.
 */
export const RENDER_BUDGET_MS = process.env.FUZZ_RUNS ? 1000 : 5000;
