// The framework's own floor on this machine: a Next.js page with one heading, one paragraph and one link
// and no site code, built with the same next and react and served by `next start`, rendered on every
// request. Measured as the site's pages are, it is about the least a page of a site on this stack can
// measure here, so the report prints it beside the site's figures as it prints the raw-socket limit.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { finished, run, waitFor } from '../scripts/processes.mjs';

const copy = promisify(execFile);

const LAYOUT = `export const metadata = { title: 'Kingsmere Park', description: 'A racecourse.' };
export default function RootLayout({ children }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `import Link from 'next/link';
export const dynamic = 'force-dynamic';
export default function Page() {
  return (
    <main>
      <h1>Kingsmere Park</h1>
      <p>Flat and jumps racing, royal occasions and unforgettable days out.</p>
      <Link href="/">Home</Link>
    </main>
  );
}
`;

/**
 * Writes the one-page app into a new folder under `parent` and returns the folder.
 * @param {string} parent
 * @returns {string}
 */
export function writeFloorApp(parent) {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'framework-floor-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT);
  writeFileSync(path.join(dir, 'app', 'page.jsx'), PAGE);
  // Its own (empty) configuration: Next would otherwise look for one further up.
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "framework-floor", "private": true }\n');
  return dir;
}

/**
 * The project's node_modules in the app, as hard links (a copy where the two folders are on different
 * disks). Not a symbolic link: Turbopack reads nothing outside the app's folder. Not the app inside the
 * project either: Turbopack would build the project's own instrumentation into it.
 * @param {string} root
 * @param {string} dir
 */
async function linkModules(root, dir) {
  const from = path.join(root, 'node_modules');
  const to = path.join(dir, 'node_modules');
  try {
    await copy('cp', ['-al', from, to]);
  } catch {
    rmSync(to, { recursive: true, force: true });
    await copy('cp', ['-a', from, to]);
  }
}

/**
 * Builds and serves the one-page app on `port` with the project's own next and react, runs
 * `measure(url)` against it, and removes it.
 * @template T
 * @param {string} root
 * @param {number} port
 * @param {(url: string) => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function withFrameworkFloor(root, port, measure) {
  const dir = writeFloorApp(tmpdir());
  await linkModules(root, dir);
  const next = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  try {
    const build = run(process.execPath, [next, 'build', dir], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const code = await finished(build);
    if (code !== 0) throw new Error(`the framework floor's build exited with ${code}`);
    const server = run(process.execPath, [next, 'start', dir, '--port', String(port)], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const url = `http://localhost:${port}/`;
      await waitFor(url, { child: server, timeoutMs: 60_000 });
      return await measure(url);
    } finally {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await finished(server);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
