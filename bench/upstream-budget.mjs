// The content service's budget across instances (issue 15): at most one request per resource per 30 s.
// Read from the sandbox's record of when each resource was asked for (GET /__sandbox/resource-requests).

/**
 * The most requests among `times` (ms) that fall within any window of `windowMs`.
 * @param {number[]} times
 * @param {number} windowMs
 * @returns {number}
 */
export function busiestWindow(times, windowMs) {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < sorted.length; last += 1) {
    while (/** @type {number} */ (sorted[last]) - /** @type {number} */ (sorted[first]) >= windowMs)
      first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/**
 * Per resource its busiest window; the resources over `limit`, busiest first.
 * @param {Record<string, number[]>} resources
 * @param {{ windowMs?: number; limit?: number }} [options]
 */
export function upstreamBudget(resources, { windowMs = 30_000, limit = 1 } = {}) {
  const busiest = Object.entries(resources).map(([resource, times]) => ({
    resource,
    requests: times.length,
    busiest: busiestWindow(times, windowMs),
    times: [...times].sort((a, b) => a - b),
  }));
  const over = busiest.filter((entry) => entry.busiest > limit).sort((a, b) => b.busiest - a.busiest);
  return {
    resources: busiest.length,
    requests: busiest.reduce((sum, entry) => sum + entry.requests, 0),
    most: busiest.reduce((most, entry) => Math.max(most, entry.busiest), 0),
    over,
  };
}
