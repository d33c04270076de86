import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SecondServer {
  process: ChildProcess;
  origin: string;
}

/** What a second server keeps of the test run's environment: nothing but where to find its tools. */
const inherited = () =>
  Object.fromEntries(
    ['PATH', 'HOME', 'NEXT_TELEMETRY_DISABLED'].map((name) => [name, process.env[name] ?? '']),
  );

/**
 * The same production build served again on the test site's port plus `offset`, with the pack's own
 * names, the sandbox's content service and nothing else but `env`: a server whose settings a test
 * chooses, with no cache kept from earlier tests, by the serving layer (`server/main.mjs`).
 */
export function startSecondServer(
  sandboxUrl: string,
  baseURL: string,
  offset: number,
  env: Record<string, string> = {},
): SecondServer {
  const root = process.cwd();
  const pack = JSON.parse(readFileSync(path.join(root, 'sandbox', 'content', 'pack.json'), 'utf8'));
  const port = Number(new URL(baseURL).port) + offset;
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...inherited(),
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: origin,
      CLIENT_ID: pack.clientId,
      SITE_PRODUCT: pack.product,
      SITE_NAME: pack.venue,
      CONTENT_API_URL: `${sandboxUrl}/content`,
      ...env,
    },
  });
  return { process: child, origin };
}

/**
 * A sandbox of its own on the test sandbox's port plus `offset`, from the same pack, with `env` (for
 * example SANDBOX_CLOCK): faults switched on the shared sandbox never reach it.
 */
export function startSecondSandbox(
  sandboxUrl: string,
  offset: number,
  env: Record<string, string> = {},
): SecondServer {
  const root = process.cwd();
  const port = Number(new URL(sandboxUrl).port) + offset;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'sandbox', 'server.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...inherited(), NODE_ENV: 'production', SANDBOX_PORT: String(port), ...env },
  });
  return { process: child, origin: `http://localhost:${port}` };
}

/** The first answer from `url` that `accept` takes, polling for up to 60 s while the server starts. */
export async function firstAnswer(
  url: string,
  accept: (response: Response) => boolean = () => true,
): Promise<Response> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await fetch(url).catch(() => null);
    if (answer && accept(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}
