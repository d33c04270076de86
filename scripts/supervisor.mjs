// Keeps a server running: when its process dies, for whatever reason, another is started, and a JSON
// line on standard output, among the request log's, says so (docs/operations.md, "Restarts"). Used by
// `npm start`, by each instance of the cluster, and by the container (scripts/serve.mjs).
/** @import { ChildProcess } from 'node:child_process' */

/**
 * The log line of a restart.
 * @typedef {object} RestartEntry
 * @property {string} time
 * @property {'restart'} event
 * @property {string} server
 * @property {string} reason
 * @property {number} ranMs
 * @property {number} delayMs
 * @property {number} restarts
 * @property {number | null} pid
 */
/**
 * A supervised server: its current process, and `stop`.
 * @typedef {object} Supervised
 * @property {ChildProcess} child
 * @property {() => Promise<void>} stop
 */

/** The first restart waits this long; each death soon after a start doubles it, up to RESTART_MAX_MS. */
export const RESTART_MIN_MS = 500;
export const RESTART_MAX_MS = 30_000;
/** A process that ran this long died of something else than its start: the wait starts over. */
export const STEADY_MS = 60_000;

const writeLine = (/** @type {RestartEntry} */ entry) => process.stdout.write(`${JSON.stringify(entry)}\n`);

/**
 * Watches `child` (or a process `start()` makes) and starts another whenever it exits, until `stop()`.
 * `name` says which server in the log line. Returns the current process (`child`) and `stop`, which
 * ends it and resolves once it exited.
 * @param {() => ChildProcess} start
 * @param {object} [options]
 * @param {ChildProcess} [options.child]
 * @param {string} [options.name]
 * @param {(entry: RestartEntry) => void} [options.log]
 * @param {() => number} [options.now]
 * @param {number} [options.minMs]
 * @returns {Supervised}
 */
export function supervise(
  start,
  { child = start(), name = 'server', log = writeLine, now = Date.now, minMs = RESTART_MIN_MS } = {},
) {
  let current = child;
  let startedAt = now();
  let restarts = 0;
  let waitMs = minMs;
  let stopping = false;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;

  const watch = (/** @type {ChildProcess} */ proc) =>
    proc.once('exit', (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) => {
      if (stopping) return;
      const ranMs = now() - startedAt;
      waitMs = ranMs >= STEADY_MS ? minMs : waitMs;
      const delayMs = waitMs;
      waitMs = Math.min(waitMs * 2, RESTART_MAX_MS);
      timer = setTimeout(() => {
        timer = null;
        if (stopping) return;
        current = start();
        startedAt = now();
        restarts += 1;
        watch(current);
        log({
          time: new Date(now()).toISOString(),
          event: 'restart',
          server: name,
          reason: signal ? `killed by ${signal}` : `exited with ${code}`,
          ranMs,
          delayMs,
          restarts,
          pid: current.pid ?? null,
        });
      }, delayMs);
    });
  watch(current);

  return {
    get child() {
      return current;
    },
    stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      if (current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
      /** @type {Promise<void>} */
      const exited = new Promise((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      return exited;
    },
  };
}
