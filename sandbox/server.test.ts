import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PackError } from './pack/issues';
import { startSandbox } from './start';
import { copyFixturePack, type TempPack } from './test-fixtures/temp-pack';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

/** Runs server.ts with the given environment until it prints a line or exits. */
function runServer(
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: path.resolve(SERVER, '../..'),
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    let stopping = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // Once only: a second SIGTERM during shutdown would end it by the default action instead.
      if (stdout.includes('\n') && !stopping) {
        stopping = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ stdout, stderr, code }));
  });
}

let pack: TempPack;
beforeEach(() => {
  pack = copyFixturePack();
});
afterEach(() => pack.cleanup());

describe('sandbox entry point', () => {
  it('serves the pack named by SANDBOX_PACK and prints where it listens', async () => {
    pack.edit('pack.json', (info) => void (info.name = 'other-pack'));
    const { stdout, code } = await runServer({ SANDBOX_PACK: pack.dir, SANDBOX_PORT: '0' });
    expect(stdout).toMatch(/^Sandbox listening on http:\/\/localhost:\d+ \(pack: other-pack\)\n$/);
    expect(code).toBe(0);
  }, 20_000);

  it('stops with a message when SANDBOX_CLOCK is not a time', async () => {
    const { stderr, code } = await runServer({
      SANDBOX_PACK: pack.dir,
      SANDBOX_PORT: '0',
      SANDBOX_CLOCK: 'next Tuesday',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Sandbox: SANDBOX_CLOCK must be an ISO date and time, got "next Tuesday"');
  }, 20_000);

  it('stops with a message naming the file, field and reason when the pack is bad', async () => {
    pack.edit('articles/news.json', (articles) => void (articles[1].slug = 7));
    const { stderr, code } = await runServer({ SANDBOX_PACK: pack.dir, SANDBOX_PORT: '0' });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `${path.join(pack.dir, 'articles/news.json')}: [1].slug: expected string, received number`,
    );
  }, 20_000);
});

describe('startSandbox', () => {
  it('runs any pack folder on a random port', async () => {
    pack.edit('pack.json', (info) => void (info.name = 'in-process'));
    const sandbox = await startSandbox({ port: 0, packDir: pack.dir });
    try {
      const health = await fetch(`${sandbox.url}/__sandbox/health`);
      expect(await health.json()).toEqual({ ok: true, pack: 'in-process' });
    } finally {
      await sandbox.close();
    }
  });

  it("counts the pack's relative dates from the pack clock, when one is given", async () => {
    const sandbox = await startSandbox({
      port: 0,
      packDir: pack.dir,
      packClock: new Date('2026-03-10T12:00:00Z'),
    });
    try {
      const answer = await fetch(`${sandbox.url}/content/v2/articles/slug/gold-cup-preview?clientId=FURLONG`);
      const { data } = (await answer.json()) as { data: { article: { publishDate: string } } };
      expect(new Date(data.article.publishDate).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    } finally {
      await sandbox.close();
    }
  });

  it('rejects with a PackError for a bad pack', async () => {
    pack.remove('pack.json');
    await expect(startSandbox({ port: 0, packDir: pack.dir })).rejects.toBeInstanceOf(PackError);
  });
});
