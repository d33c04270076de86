import { spawn } from 'node:child_process';
/** @import { ChildProcess, SpawnOptions } from 'node:child_process' */

/**
 * How to run a process: spawn's options, with an environment of any variables.
 * @typedef {Omit<SpawnOptions, 'env'> & { env?: Record<string, string | undefined> }} RunOptions
 */

/** @type {Set<ChildProcess>} */
const children = new Set();

/**
 * Starts `command`, its output on this process's; every process started so is stopped when this one ends.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {RunOptions} [options]
 * @returns {ChildProcess}
 */
export function run(command, args, options = {}) {
  const child = spawn(command, args, /** @type {SpawnOptions} */ ({ stdio: 'inherit', ...options }));
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/**
 * The child's exit code once it exits: 1 when a signal ended it.
 * @param {ChildProcess} child
 * @returns {Promise<number>}
 */
export function finished(child) {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) =>
      resolve(code ?? (signal ? 1 : 0)),
    );
  });
}

export function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);

/**
 * Resolves once `url` answers below 500; throws when `child` exits first or `timeoutMs` passes.
 * @param {string} url
 * @param {{ timeoutMs?: number; child?: ChildProcess }} [options]
 * @returns {Promise<void>}
 */
export async function waitFor(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
