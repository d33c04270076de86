// Throughput and latency of one page at a fixed number of connections, with autocannon.
import autocannon from 'autocannon';

export async function measure(url, { connections = 20, duration = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}
