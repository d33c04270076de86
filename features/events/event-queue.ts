import { BATCH_LIMITS, type BrowserEvent } from './browser-event';

/** How the queue reaches the server: POST the body, answer the status, 0 for no answer at all. */
export type PostBatch = (body: string, leaving: boolean) => Promise<number>;

/** The browser storage the queue keeps unsent events in, between pages of one tab. */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface EventQueueOptions {
  post: PostBatch;
  storage?: QueueStorage | null;
  warn?: (message: string) => void;
  /** Told whether the queue is idle: nothing waiting, nothing on its way, no send scheduled. */
  idle?: (idle: boolean) => void;
}

export const QUEUE_LIMITS = {
  /** At most 1000 events wait in the local queue; the oldest go first. */
  events: 1000,
  /** Events wait this long for others to join their batch (a page view and the page's vitals). */
  batchDelayMs: 1000,
  /** After a failure: 1 s, 2 s, 4 s … up to 30 s between attempts, for as long as the page is open. */
  retryMs: 1000,
  retryMaxMs: 30_000,
} as const;

export const QUEUE_STORAGE_KEY = 'furlong:events';

/** These statuses drop the batch with 'Status N, will not retry.'; any other failure is retried. */
export const NOT_RETRIED = new Set([400, 401, 403, 410, 422]);

const succeeded = (status: number) => status >= 200 && status < 300;

function restored(storage: QueueStorage | null): BrowserEvent[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(QUEUE_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    // The route checks every field; here only what the queue itself needs.
    return stored
      .filter((event): event is BrowserEvent => typeof (event as BrowserEvent | null)?.type === 'string')
      .slice(-QUEUE_LIMITS.events);
  } catch {
    return [];
  }
}

/**
 * The browser's queue of events for `POST /api/events` (decision 17): events are
 * batched for a second, a full batch goes at once, and everything goes when the page is hidden or
 * left (`leave`, with keepalive). A batch the server did not take is put back and tried again with a
 * growing pause; a final status (NOT_RETRIED) drops it with a warning. Unsent events are kept in
 * the tab's storage, so the next page sends what this one could not; events already on their way when
 * the page goes are not, so the next page sends nothing twice, except a batch tried again while the
 * server fails, which most likely fails again and is kept until answered.
 *
 * A request with no answer at all is not the server failing: the browser cuts off a request on its
 * way as the visitor navigates away, sometimes before the page is told it is being left. Such a batch
 * is put back and still goes with the page, so it may reach the route twice; the route forwards each
 * event once (events-route.ts).
 */
export class EventQueue {
  private readonly post: PostBatch;
  private readonly storage: QueueStorage | null;
  private readonly warn: (message: string) => void;
  private pending: BrowserEvent[];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  private failures = 0;
  /** The last answer was an error status: the server is failing, not only unreachable. */
  private serverFailing = false;
  /**
   * A batch tried again while the server fails, on its way: kept in storage until it is answered, so a
   * page left meanwhile hands it to the next (the route forwards each event id once).
   */
  private retrying: BrowserEvent[] = [];

  private readonly idle: (idle: boolean) => void;

  constructor({ post, storage = null, warn = () => {}, idle = () => {} }: EventQueueOptions) {
    this.post = post;
    this.storage = storage;
    this.warn = warn;
    this.idle = idle;
    this.pending = restored(storage);
    if (this.pending.length > 0) this.schedule(QUEUE_LIMITS.batchDelayMs);
    this.report();
  }

  /** Events waiting to be sent (those on their way not counted). */
  get size(): number {
    return this.pending.length;
  }

  add(event: BrowserEvent): void {
    this.pending.push(event);
    this.trim();
    this.save();
    // A full batch flushes at once, unless the server is failing and the pause is running.
    if (this.failures > 0) this.schedule(this.pause());
    else if (this.pending.length >= BATCH_LIMITS.events) void this.flush();
    else this.schedule(QUEUE_LIMITS.batchDelayMs);
    this.report();
  }

  /** Sends what is waiting, one batch at a time, until nothing is left or a batch fails. */
  async flush(): Promise<void> {
    if (this.sending) return;
    this.clearTimer();
    this.sending = true;
    try {
      while (this.pending.length > 0) {
        const retry = this.failures > 0;
        const batch = this.take();
        if (retry) {
          this.retrying = batch;
          this.save();
        }
        const status = await this.post(JSON.stringify({ events: batch }), false).catch(() => 0);
        if (retry) {
          this.retrying = [];
          this.save();
        }
        if (!this.settle(batch, status)) return;
      }
    } finally {
      this.sending = false;
      this.report();
    }
  }

  /**
   * The page is hidden or being left: send everything now with keepalive, so a navigation away loses
   * nothing. While the server answers with errors, nothing is sent: the events stay in storage for the
   * next page.
   */
  leave(): void {
    this.clearTimer();
    if (this.serverFailing) {
      this.save();
      if (this.pending.length > 0) this.schedule(this.pause());
      return;
    }
    while (this.pending.length > 0) {
      const batch = this.take();
      // Still here when it answers (the tab was only hidden): a failed batch is put back as any other.
      void this.post(JSON.stringify({ events: batch }), true)
        .catch(() => 0)
        .then((status) => this.settle(batch, status));
    }
  }

  /** Takes the next batch off the queue: at most the route's events and bytes (an event too big alone is dropped). */
  private take(): BrowserEvent[] {
    const batch: BrowserEvent[] = [];
    let bytes = '{"events":[]}'.length;
    while (this.pending.length > 0 && batch.length < BATCH_LIMITS.events) {
      const next = this.pending[0]!;
      const size = new TextEncoder().encode(JSON.stringify(next)).byteLength + 1;
      if (bytes + size > BATCH_LIMITS.bytes) {
        if (batch.length > 0) break;
        this.pending.shift();
        continue;
      }
      batch.push(next);
      bytes += size;
      this.pending.shift();
    }
    this.save();
    return batch;
  }

  /** True when the queue may go on sending. */
  private settle(batch: BrowserEvent[], status: number): boolean {
    if (succeeded(status)) {
      this.failures = 0;
      this.serverFailing = false;
      return true;
    }
    if (NOT_RETRIED.has(status)) {
      this.warn(`Status ${status}, will not retry.`);
      return true;
    }
    this.failures += 1;
    this.serverFailing = status !== 0;
    this.warn(`Error sending events (${status === 0 ? 'no answer' : `status ${status}`}); trying again`);
    this.pending.unshift(...batch);
    this.trim();
    this.save();
    this.schedule(this.pause());
    return false;
  }

  /** At most 1000 events wait; the oldest go first. */
  private trim(): void {
    const over = this.pending.length - QUEUE_LIMITS.events;
    if (over > 0) this.pending.splice(0, over);
  }

  private report(): void {
    this.idle(this.pending.length === 0 && !this.sending && this.timer === null);
  }

  private pause(): number {
    return Math.min(QUEUE_LIMITS.retryMaxMs, QUEUE_LIMITS.retryMs * 2 ** Math.max(0, this.failures - 1));
  }

  private schedule(ms: number): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private save(): void {
    const unsent = [...this.retrying, ...this.pending];
    try {
      if (unsent.length === 0) this.storage?.removeItem(QUEUE_STORAGE_KEY);
      else this.storage?.setItem(QUEUE_STORAGE_KEY, JSON.stringify(unsent));
    } catch {
      // Storage full or refused: the queue still holds them for this page.
    }
  }
}
