import 'server-only';
import { z } from 'zod';
import { SharedCacheError, timeBoxed } from './time-box';
import { warnAtMostEvery } from './warn-at-most';

/** The few Redis commands the shared answers use (the real client, or a fake in tests). */
export interface SharedCommands {
  mGet(keys: string[]): Promise<(string | null)[]>;
  /** SET key value PX ms, with NX when `onlyIfAbsent`; true when the value was set. */
  setPx(key: string, value: string, ms: number, onlyIfAbsent: boolean): Promise<boolean>;
  pExpire(key: string, ms: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
  incr(key: string): Promise<unknown>;
}

/** An upstream answer as the service sent it; each instance interprets it with its caller's schema. */
export interface RawAnswer {
  status: number;
  text: string;
}

export interface SharedCopy extends RawAnswer {
  storedAt: number;
}

/**
 * A fresh copy another instance fetched; or another instance is asking right now and the caller has a
 * copy of its own to answer with meanwhile ('busy'); or: ask the service yourself, then offer what it
 * said.
 */
export type SharedLookup =
  | { kind: 'copy'; copy: SharedCopy }
  | { kind: 'busy' }
  | { kind: 'ask'; offer: (answer: RawAnswer | null) => void };

export interface SharedAnswersOptions {
  commands: SharedCommands;
  /** How long a copy is fresh (CONTENT_CACHE_SECONDS). */
  ttlMs: number;
  now?: () => number;
  /**
   * The time box of each Redis call a page waits for (read, lock, look for the copy): long enough for a
   * Redis that shares its cores with busy instances, as on one machine under a crowd, to answer; a page
   * pays it only on a local miss, once per resource per expiry.
   */
  commandTimeoutMs?: number;
  /** The time box of the calls no page waits for (write the copy, renew and drop the lock, forget). */
  backgroundTimeoutMs?: number;
  /**
   * The fetch lock's life; the holder renews it while it waits for the service, so a dead holder frees
   * it within this long. Long enough that a busy event loop does not let a live holder's lock lapse.
   */
  lockMs?: number;
  /** How often an instance that found the lock taken looks for the copy. */
  pollMs?: number;
  /**
   * The longest it waits for a live holder before asking itself: inside the proxy's 3 s for a page
   * decision. A holder held up by a slow service or a busy machine answers sooner than a second request
   * to the same service would.
   */
  maxWaitMs?: number;
  log?: (message: string) => void;
}

const PREFIX = 'furlong:content:';
const GENERATION = `${PREFIX}generation`;

// Garbage in Redis (another program's value, a half-written entry) is a miss, never a page error.
const copySchema = z.object({ g: z.string(), t: z.number(), s: z.number().int(), b: z.string() });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function parseCopy(raw: string | null | undefined): z.infer<typeof copySchema> | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = copySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The content service's GET answers shared by all instances through Redis: one instance asks the
 * service per resource and expiry (a short lock), the others read its copy. Every Redis call is
 * time-boxed and any failure means "ask the service yourself", as a lone instance does.
 */
export class SharedAnswers {
  private readonly commands: SharedCommands;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly backgroundTimeoutMs: number;
  private readonly lockMs: number;
  private readonly pollMs: number;
  private readonly maxWaitMs: number;
  private readonly warn: (message: string) => void;

  constructor(options: SharedAnswersOptions) {
    this.commands = options.commands;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.commandTimeoutMs ?? 250;
    this.backgroundTimeoutMs = options.backgroundTimeoutMs ?? 1000;
    this.lockMs = options.lockMs ?? 2000;
    this.pollMs = options.pollMs ?? 25;
    this.maxWaitMs = options.maxWaitMs ?? 2000;
    this.warn = warnAtMostEvery(60_000, options.log ?? (() => {}));
  }

  /**
   * The shared copy for `key` (a digest of the request), or the go-ahead to ask the service. With
   * `hasOwnCopy` (the caller keeps a last good copy), an instance that finds another one asking does not
   * wait for it nor ask too: it answers with its own copy and reads the new one on its next request.
   */
  async lookup(key: string, { hasOwnCopy = false }: { hasOwnCopy?: boolean } = {}): Promise<SharedLookup> {
    const copyKey = PREFIX + key;
    const lockKey = `${PREFIX}lock:${key}`;
    let generation: string;
    try {
      const [raw, gen] = await this.call('read', this.commands.mGet([copyKey, GENERATION]));
      generation = typeof gen === 'string' ? gen : '0';
      const copy = this.fresh(raw, generation);
      if (copy) return { kind: 'copy', copy };
      // The holder's process id, for whoever reads Redis; the lock is never compared, only lapses.
      const holder = String(process.pid);
      if (await this.call('lock', this.commands.setPx(lockKey, holder, this.lockMs, true))) {
        // The holder before may have written its copy and let go between that read and this lock: on a
        // busy event loop the two are far apart. Read once more before asking the service.
        const written = await this.reread(copyKey, generation);
        if (!written) return this.asking(copyKey, lockKey, generation, true);
        // The page has its copy: letting go of the lock is no reason to hold it up.
        void this.inBackground('unlock', this.commands.del(lockKey)).catch((e: unknown) => this.failed(e));
        return { kind: 'copy', copy: written };
      }
      if (hasOwnCopy) return { kind: 'busy' };
    } catch (error) {
      this.failed(error);
      return { kind: 'ask', offer: () => {} };
    }
    const copy = await this.waitForCopy(copyKey, lockKey, generation);
    return copy ? { kind: 'copy', copy } : this.asking(copyKey, lockKey, generation, false);
  }

  /** Content changed: every shared copy stored before now stops counting (its generation is past). */
  async forget(): Promise<void> {
    await this.inBackground('new generation', this.commands.incr(GENERATION));
  }

  private fresh(raw: string | null | undefined, generation: string): SharedCopy | null {
    const copy = parseCopy(raw);
    if (!copy || copy.g !== generation) return null;
    const age = this.now() - copy.t;
    // A copy from a clock ahead of ours counts as stored now; Redis's own expiry still bounds it.
    if (age >= this.ttlMs) return null;
    return { status: copy.s, text: copy.b, storedAt: Math.min(copy.t, this.now()) };
  }

  // The lock holder keeps its lock alive while the service answers; a crashed holder's lock ends in lockMs.
  private asking(copyKey: string, lockKey: string, generation: string, holdsLock: boolean): SharedLookup {
    const renew = holdsLock
      ? setInterval(() => {
          this.inBackground('renew lock', this.commands.pExpire(lockKey, this.lockMs)).catch((e: unknown) =>
            this.failed(e),
          );
        }, this.lockMs / 2)
      : null;
    renew?.unref();
    let offered = false;
    return {
      kind: 'ask',
      offer: (answer) => {
        if (offered) return;
        offered = true;
        if (renew) clearInterval(renew);
        void this.store(copyKey, lockKey, generation, answer, holdsLock);
      },
    };
  }

  private async store(
    copyKey: string,
    lockKey: string,
    generation: string,
    answer: RawAnswer | null,
    holdsLock: boolean,
  ): Promise<void> {
    try {
      if (answer) {
        const value = JSON.stringify({ g: generation, t: this.now(), s: answer.status, b: answer.text });
        await this.inBackground('write', this.commands.setPx(copyKey, value, this.ttlMs, false));
      }
    } catch (error) {
      this.failed(error);
    }
    // Released after the copy is written, so a waiter finds the copy rather than a free lock; and after a
    // failed write too, so a waiter asks the service now rather than when the lock lapses.
    if (holdsLock) {
      await this.inBackground('unlock', this.commands.del(lockKey)).catch((e: unknown) => this.failed(e));
    }
  }

  // A failed read here leaves this instance the holder: it asks the service and writes the copy.
  private async reread(copyKey: string, generation: string): Promise<SharedCopy | null> {
    try {
      const [raw] = await this.call('read', this.commands.mGet([copyKey]));
      return this.fresh(raw, generation);
    } catch (error) {
      this.failed(error);
      return null;
    }
  }

  // Another instance is asking the service: wait for its copy while its lock lives, up to maxWaitMs.
  private async waitForCopy(
    copyKey: string,
    lockKey: string,
    generation: string,
  ): Promise<SharedCopy | null> {
    // Real time, not polls counted: on a busy event loop each poll takes longer than pollMs.
    const until = performance.now() + this.maxWaitMs;
    while (performance.now() < until) {
      await sleep(this.pollMs);
      try {
        const [raw, lock] = await this.call('wait', this.commands.mGet([copyKey, lockKey]));
        const copy = this.fresh(raw, generation);
        if (copy) return copy;
        if (lock === null) return null;
      } catch (error) {
        this.failed(error);
        return null;
      }
    }
    return null;
  }

  private call<T>(what: string, promise: Promise<T>): Promise<T> {
    return timeBoxed(`Redis ${what}`, promise, this.timeoutMs);
  }

  // No page waits for these, so a busy Redis may take longer before the call counts as failed.
  private inBackground<T>(what: string, promise: Promise<T>): Promise<T> {
    return timeBoxed(`Redis ${what}`, promise, this.backgroundTimeoutMs);
  }

  private failed(error: unknown): void {
    const cause =
      error instanceof SharedCacheError && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? error.message : String(error);
    this.warn(
      `[platform] shared content cache unavailable, each instance asks for itself (${message}${cause})`,
    );
  }
}
