// Throughput and latency of one page at a fixed number of connections, with wrk (Debian's `wrk`, a C
// load generator): a load tool written in Node tops out near the site's own speed on 2 cores.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** @type {Record<string, number>} */
const UNITS_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/**
 * The figures of one load run.
 * @typedef {object} LoadFigures
 * @property {number} requestsPerSecond
 * @property {number} p50
 * @property {number} p99
 * @property {number} total
 * @property {number} non2xx
 * @property {number} errors
 */

/**
 * A latency as wrk prints it ('812.00us', '1.95ms', '1.20s') in milliseconds.
 * @param {string} text
 * @returns {number}
 */
export function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`unreadable latency '${text}'`);
  return Number(match[1]) * /** @type {number} */ (UNITS_MS[/** @type {string} */ (match[2])]);
}

/**
 * The figures of one wrk run with --latency.
 * @param {string} output
 * @returns {LoadFigures}
 */
export function readWrk(output) {
  const number = (/** @type {RegExp} */ pattern) => {
    const match = pattern.exec(output);
    return match ? Number(match[1]) : 0;
  };
  const percentile = (/** @type {number} */ p) => {
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output);
    if (!match) throw new Error(`wrk printed no ${p}th percentile:\n${output}`);
    return milliseconds(/** @type {string} */ (match[1]));
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50: Math.round(percentile(50) * 10) / 10,
    p99: Math.round(percentile(99) * 10) / 10,
    total: number(/(\d+) requests in/),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/**
 * Loads `url` for `duration` seconds. `paths`, when given, is Lua source defining `path(id, n)`, the
 * path of the n-th request of wrk thread `id`, so every request can ask for a new address. A failed
 * request is an error unless `allowFailures` (a run that reports its failures as a figure).
 * @param {string} url
 * @param {object} [options]
 * @param {number} [options.connections]
 * @param {number} [options.duration]
 * @param {Record<string, string>} [options.headers]
 * @param {string} [options.paths]
 * @param {boolean} [options.allowFailures]
 * @returns {Promise<LoadFigures>}
 */
export async function measure(
  url,
  { connections = 20, duration = 10, headers = {}, paths, allowFailures = false } = {},
) {
  const args = ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (paths) {
    const script = path.join(tmpdir(), `furlong-bench-${process.pid}.lua`);
    writeFileSync(
      script,
      `${paths}
local threads = 0
function setup(thread) threads = threads + 1; thread:set("id", threads) end
function init(args) n = 0 end
function request() n = n + 1; return wrk.format(nil, path(id, n)) end
`,
    );
    args.push('-s', script);
  }
  /** @type {string} */
  let output;
  try {
    ({ stdout: output } = await run('wrk', [...args, url], { maxBuffer: 1 << 20 }));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT')
      throw new Error('wrk is missing: apt-get install -y wrk');
    throw error;
  }
  const figures = readWrk(output);
  if (!allowFailures && (figures.non2xx > 0 || figures.errors > 0)) {
    throw new Error(`${url}: ${figures.non2xx} non-2xx answers and ${figures.errors} socket errors`);
  }
  return figures;
}
