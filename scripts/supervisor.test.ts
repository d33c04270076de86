import { spawn } from 'node:child_process';
import { supervise, type RestartEntry, type Supervised } from './supervisor.mjs';
import { freePort } from '../test/local-servers';

// A stand-in server: answers every request with its process id.
const SERVER = `require('node:http').createServer((q, s) => s.end(String(process.pid))).listen(Number(process.env.PORT), '127.0.0.1')`;

/** The pid the server at `port` answers with, once it answers (polled: a start has no event to await). */
async function answeringPid(port: number, not: number | null = null): Promise<number> {
  for (;;) {
    try {
      const pid = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
      if (pid !== not) return pid;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let supervised: Supervised | null = null;
afterEach(async () => {
  await supervised?.stop();
  supervised = null;
});

describe('supervise', () => {
  it('starts a killed server again, and writes a line saying so', async () => {
    const port = await freePort();
    const lines: RestartEntry[] = [];
    supervised = supervise(
      () => spawn(process.execPath, ['-e', SERVER], { env: { ...process.env, PORT: String(port) } }),
      { name: `http://localhost:${port}`, log: (entry) => lines.push(entry), minMs: 50 },
    );
    const first = await answeringPid(port);
    supervised.child.kill('SIGKILL');
    const second = await answeringPid(port, first);
    expect(second).not.toBe(first);
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'restart',
        server: `http://localhost:${port}`,
        reason: 'killed by SIGKILL',
        restarts: 1,
        pid: second,
      }),
    ]);
  }, 20_000);

  it('waits twice as long after each death soon after a start', async () => {
    const lines: RestartEntry[] = [];
    supervised = supervise(() => spawn(process.execPath, ['-e', 'process.exit(3)']), {
      log: (entry) => lines.push(entry),
      minMs: 20,
    });
    while (lines.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.map(({ reason, delayMs }) => [reason, delayMs])).toEqual([
      ['exited with 3', 20],
      ['exited with 3', 40],
      ['exited with 3', 80],
    ]);
  }, 20_000);

  it('starts none once stopped', async () => {
    const lines: RestartEntry[] = [];
    supervised = supervise(() => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']), {
      log: (entry) => lines.push(entry),
      minMs: 10,
    });
    const { child } = supervised;
    await supervised.stop();
    expect(child.signalCode).toBe('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines).toEqual([]);
  });
});
