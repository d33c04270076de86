import { milliseconds, readWrk } from './load.mjs';

const RUN = `Running 10s test @ http://localhost:3200/
  2 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.24ms    1.70ms  44.14ms   95.20%
    Req/Sec     4.54k   456.33     5.34k    71.00%
  Latency Distribution
     50%  812.00us
     75%    2.41ms
     90%    3.24ms
     99%    1.20s
  90462 requests in 10.01s, 1.77GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 7
Requests/sec:   9035.51
Transfer/sec:    181.04MB
`;

describe("reading wrk's figures", () => {
  it('reads latencies in any of its units as milliseconds', () => {
    expect(milliseconds('812.00us')).toBeCloseTo(0.812);
    expect(milliseconds('2.41ms')).toBe(2.41);
    expect(milliseconds('1.20s')).toBe(1200);
    expect(() => milliseconds('fast')).toThrow(/unreadable/);
  });

  it('reads throughput, percentiles, errors and answers that were not 2xx', () => {
    expect(readWrk(RUN)).toEqual({
      requestsPerSecond: 9036,
      p50: 0.8,
      p99: 1200,
      total: 90462,
      non2xx: 7,
      errors: 3,
    });
  });

  it('refuses a run without a latency distribution', () => {
    expect(() => readWrk('Requests/sec: 10')).toThrow(/no 50th percentile/);
  });
});
