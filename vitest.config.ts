import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));
const skipped = new Set(['node_modules', '.next', '.git', 'e2e', 'test-results', 'test-reports']);

/** Every test file of the project, relative to its root. */
function testFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// A module mock (`vi.mock`, `vi.doMock`, `vi.resetModules`) takes effect only on modules not yet loaded,
// and the error-reporting SDK (`@sentry/...`) sets itself up once per process, so a file that uses either
// runs on a module graph of its own. Every other file shares its worker's loaded modules and, with a DOM,
// its document (test/setup.ts and test/setup-dom.ts reset what a file changes).
const ownModules = testFiles().filter((file) =>
  /\bvi\.(mock|doMock|resetModules)\(|from '@sentry\//.test(readFileSync(path.join(root, file), 'utf8')),
);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': root,
      // `server-only` throws outside a React Server environment; unit tests exercise server code directly.
      'server-only': fileURLToPath(new URL('./test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    // The isolated files run first, two at a time, then the shared ones in one worker (a second worker
    // would load the whole graph again). Projects of different maxWorkers need their own
    // sequence.groupOrder, which a `--sequence.*` option on the command line resets: pass one with
    // `--project shared` or `--project isolated`.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: ['**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', '.next/**', 'e2e/**', ...ownModules],
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          isolate: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          include: ownModules,
        },
      },
    ],
  },
});
