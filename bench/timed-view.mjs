// One view of a page, timed from the client over loopback, for the figures that speak of the server's
// time for a render (issue 15's budget). Node's own HTTP client on a kept-alive connection, the body read
// as it comes (gzip stays gzip): Node's fetch added 4 to 8 ms to every view of an uncached search page on
// the 2-core machine (a median of 31.6 ms against 23.4 ms from curl, alternating on the same server),
// where this client and curl agree within half a millisecond.
import { Agent, get } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Views `url` once: the milliseconds from asking to the last byte, the status, the body's bytes as they
 * came (encoded, when the answer is), and whether the serving layer answered from its HTML cache (its
 * `x-furlong-cache` header).
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ ms: number; status: number | undefined; bytes: number; cached: boolean }>}
 */
export function timedView(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    get(url, { headers, agent }, (response) => {
      let bytes = 0;
      response.on('data', (part) => (bytes += part.length));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: response.statusCode,
          bytes,
          cached: response.headers['x-furlong-cache'] !== undefined,
        }),
      );
    }).on('error', reject);
  });
}
