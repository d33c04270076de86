import 'server-only';
import type { SharedCommands } from '../http/shared-answers';

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * A stand-in for Redis in unit tests: the five commands the shared answers use, with expiry on the
 * given clock, and switches for a Redis that is down, slow or answers garbage.
 */
export class FakeRedis implements SharedCommands {
  readonly entries = new Map<string, Entry>();
  /** Every command fails, as with a connection refused. */
  down = false;
  /** Every command answers only after this long (real time). */
  delayMs = 0;
  /** MGET answers values that are no copy at all. */
  garbage = false;
  commands = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The values for the keys whose name contains `part`. */
  keysWith(part: string): string[] {
    return [...this.entries.keys()].filter((key) => key.includes(part) && this.get(key) !== null);
  }

  mGet = (keys: string[]) =>
    this.run(() => keys.map((key) => (this.garbage ? '{"g":1,"no":"copy"' : this.get(key))));

  setPx = (key: string, value: string, ms: number, onlyIfAbsent: boolean) =>
    this.run(() => {
      if (onlyIfAbsent && this.get(key) !== null) return false;
      this.entries.set(key, { value, expiresAt: this.now() + ms });
      return true;
    });

  pExpire = (key: string, ms: number) =>
    this.run(() => {
      const entry = this.entries.get(key);
      if (entry && this.get(key) !== null) entry.expiresAt = this.now() + ms;
      return entry ? 1 : 0;
    });

  del = (key: string) => this.run(() => (this.entries.delete(key) ? 1 : 0));

  incr = (key: string) =>
    this.run(() => {
      const next = Number(this.get(key) ?? '0') + 1;
      this.entries.set(key, { value: String(next), expiresAt: Infinity });
      return next;
    });

  private get(key: string): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  private async run<T>(command: () => T): Promise<T> {
    this.commands += 1;
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    return command();
  }
}
