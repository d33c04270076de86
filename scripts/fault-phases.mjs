// What one phase of the fault test comes to: the share of requests for seen pages answered 200 with
// their content, and how unseen pages were answered (the 503 page, never a hang).

/**
 * @param {number[]} values
 * @param {number} p
 * @returns {number}
 */
const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

/**
 * `seen`: { status, withContent, ms } per request; `unseen`: { status, ms } per request.
 * @param {{ status: number | string; withContent: boolean; ms: number }[]} seen
 * @param {{ status: number | string; ms: number }[]} unseen
 */
export function phaseSummary(seen, unseen) {
  const withContent = seen.filter((answer) => answer.withContent).length;
  return {
    seen: {
      total: seen.length,
      withContent,
      failed: seen.length - withContent,
      p99: Math.round(
        percentile(
          seen.map((answer) => answer.ms),
          99,
        ),
      ),
    },
    unseen: {
      total: unseen.length,
      errorPage: unseen.filter((answer) => answer.status === 503).length,
      hangs: unseen.filter((answer) => answer.status === 'hang').length,
      slowest: Math.round(Math.max(0, ...unseen.map((answer) => answer.ms))),
    },
  };
}
