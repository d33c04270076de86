// After `next build` (next.config.ts): mark the browser's JavaScript chunks for eager compilation (docs/decisions/0027).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint: a file that opens with this comment has every function compiled while it
 * streams in, off the main thread, instead of on the main thread at each function's first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * `source` with the hint at its head; unchanged if it already has it, so a second run adds nothing.
 * @param {string} source
 * @returns {string}
 */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Adds the hint to every `.js` file under `<distDir>/static/chunks`; returns how many it changed.
 * @param {string} distDir
 * @returns {Promise<number>}
 */
export async function addCompileHints(distDir) {
  const folder = path.join(distDir, 'static', 'chunks');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await readFile(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    await writeFile(file, hinted);
    changed += 1;
  }
  return changed;
}
