import type { BrowserEvent, BrowserPageView } from './browser-event';
import { EventQueue, QUEUE_STORAGE_KEY, type QueueStorage } from './event-queue';

let serial = 0;
const view = (path = '/'): BrowserPageView => ({
  type: 'page_view',
  eventId: `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`,
  createdTimestamp: Date.now(),
  path,
  title: null,
});

/** A server that answers each POST with the next status given (202 once they run out), and keeps the bodies. */
function server(...statuses: number[]) {
  const posts: { paths: string[]; leaving: boolean }[] = [];
  const post = vi.fn(async (body: string, leaving: boolean) => {
    const { events } = JSON.parse(body) as { events: BrowserEvent[] };
    posts.push({ paths: events.map((event) => event.path), leaving });
    return statuses.shift() ?? 202;
  });
  return { post, posts, sent: () => posts.flatMap((p) => p.paths) };
}

function memoryStorage(
  initial: Record<string, string> = {},
): QueueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  serial = 0;
});
afterEach(() => vi.useRealTimers());

describe('EventQueue', () => {
  it('batches what arrives within a second into one POST', async () => {
    const { post, posts } = server();
    const queue = new EventQueue({ post });
    queue.add(view('/a'));
    await vi.advanceTimersByTimeAsync(400);
    queue.add(view('/b'));
    await vi.advanceTimersByTimeAsync(599);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toEqual([{ paths: ['/a', '/b'], leaving: false }]);
    expect(queue.size).toBe(0);
  });

  it('says when it is idle: nothing waiting, nothing on its way, no retry scheduled', async () => {
    const { post } = server(503);
    const states: boolean[] = [];
    const queue = new EventQueue({ post, idle: (idle) => states.push(idle) });
    expect(states).toEqual([true]);
    queue.add(view('/a'));
    expect(states.at(-1)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000); // sent, refused: a retry is scheduled
    expect(states.at(-1)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000); // sent again, accepted
    expect(post).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe(true);
  });

  it('sends a full batch at once, 50 events to a POST', async () => {
    const { posts, post } = server();
    const queue = new EventQueue({ post });
    for (let i = 0; i < 49; i += 1) queue.add(view(`/p${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(post).not.toHaveBeenCalled();
    queue.add(view('/p49'));
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.paths).toHaveLength(50);
    expect(queue.size).toBe(0);
  });

  it('sends everything with keepalive when the page is left, without waiting for the batch', async () => {
    const { post, posts } = server();
    const queue = new EventQueue({ post });
    queue.add(view('/a'));
    queue.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toEqual([{ paths: ['/a'], leaving: true }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('tries a failed batch again with a growing pause until the server takes it', async () => {
    const warn = vi.fn();
    const { post, sent } = server(503, 0, 503);
    const queue = new EventQueue({ post, warn });
    queue.add(view('/a'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(post).toHaveBeenCalledTimes(1);
    queue.add(view('/b'));
    await vi.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s after the first failure
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // 2 s after the second
    expect(post).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000); // 4 s after the third: taken
    expect(post).toHaveBeenCalledTimes(4);
    expect(sent().slice(-2)).toEqual(['/a', '/b']);
    expect(queue.size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toMatch(/^Error sending events/);
  });

  it("drops a batch the server refuses for good, saying 'Status N, will not retry.'", async () => {
    for (const status of [400, 401, 403, 410, 422]) {
      const warn = vi.fn();
      const { post } = server(status);
      const queue = new EventQueue({ post, warn });
      queue.add(view());
      await vi.advanceTimersByTimeAsync(60_000);
      expect(post).toHaveBeenCalledTimes(1);
      expect(queue.size).toBe(0);
      expect(warn).toHaveBeenCalledWith(`Status ${status}, will not retry.`);
    }
  });

  it('keeps at most 1000 events, dropping the oldest', async () => {
    const { post, sent } = server(503);
    const queue = new EventQueue({ post, warn: () => {} });
    queue.add(view('/first'));
    await vi.advanceTimersByTimeAsync(1000); // fails: the queue now waits
    for (let i = 0; i < 1000; i += 1) queue.add(view(`/p${i}`));
    expect(queue.size).toBe(1000);
    await vi.advanceTimersByTimeAsync(1000);
    const resent = sent().slice(1); // after the failed attempt
    expect(resent).toHaveLength(1000);
    expect(resent).not.toContain('/first');
    expect(resent[0]).toBe('/p0');
    expect(resent.at(-1)).toBe('/p999');
  });

  it('keeps unsent events in storage while the server fails, for the next page to send', async () => {
    const storage = memoryStorage();
    const first = new EventQueue({ post: server(503).post, storage, warn: () => {} });
    first.add(view('/a'));
    await vi.advanceTimersByTimeAsync(1000);
    first.add(view('/b'));
    first.leave(); // the server is failing: nothing is sent as the page goes
    expect(JSON.parse(storage.data[QUEUE_STORAGE_KEY]!)).toHaveLength(2);

    const next = server();
    const second = new EventQueue({ post: next.post, storage });
    await vi.advanceTimersByTimeAsync(1000);
    expect(next.sent()).toEqual(['/a', '/b']);
    expect(second.size).toBe(0);
    expect(storage.data[QUEUE_STORAGE_KEY]).toBeUndefined();
  });

  it('still sends with the page a batch whose request had no answer, cut off as the page was left', async () => {
    const warn = vi.fn();
    const { post, posts } = server(0);
    const queue = new EventQueue({ post, warn });
    queue.add(view('/a'));
    await vi.advanceTimersByTimeAsync(1000); // on its way as the visitor navigates: no answer
    queue.add(view('/b'));
    queue.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toEqual([
      { paths: ['/a'], leaving: false },
      { paths: ['/a', '/b'], leaving: true },
    ]);
    expect(queue.size).toBe(0);
  });

  it('does not keep what went with keepalive as the page left, so the next page sends nothing twice', async () => {
    const storage = memoryStorage();
    // A page that goes before the server answers: its answer never arrives.
    const first = new EventQueue({ post: () => new Promise<number>(() => {}), storage });
    first.add(view('/a'));
    first.leave();
    const next = server();
    new EventQueue({ post: next.post, storage });
    await vi.advanceTimersByTimeAsync(5000);
    expect(next.post).not.toHaveBeenCalled();
  });

  it('keeps a batch tried again in storage while it is on its way, so a page left meanwhile loses nothing', async () => {
    const storage = memoryStorage();
    // The first try fails; the second is still on its way when the visitor goes to the next page.
    const answers = [Promise.resolve(503), new Promise<number>(() => {})];
    const post = vi.fn(() => answers.shift()!);
    const first = new EventQueue({ post, storage, warn: () => {} });
    first.add(view('/a'));
    await vi.advanceTimersByTimeAsync(1000); // the first try: 503
    await vi.advanceTimersByTimeAsync(1000); // the second, unanswered
    expect(post).toHaveBeenCalledTimes(2);
    first.add(view('/b'));
    first.leave();
    expect(JSON.parse(storage.data[QUEUE_STORAGE_KEY]!).map((event: BrowserEvent) => event.path)).toEqual([
      '/a',
      '/b',
    ]);

    const next = server();
    new EventQueue({ post: next.post, storage });
    await vi.advanceTimersByTimeAsync(1000);
    expect(next.sent()).toEqual(['/a', '/b']);
    expect(storage.data[QUEUE_STORAGE_KEY]).toBeUndefined();
  });

  it('ignores storage that is not its own and storage that refuses', async () => {
    const broken = memoryStorage({ [QUEUE_STORAGE_KEY]: '{not json' });
    const { post } = server();
    const queue = new EventQueue({ post, storage: broken });
    expect(queue.size).toBe(0);
    const refusing: QueueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const other = new EventQueue({ post, storage: refusing });
    other.add(view('/a'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('splits a batch that would pass the size limit', async () => {
    const { post, posts } = server();
    const queue = new EventQueue({ post });
    const long = (i: number): BrowserPageView => ({
      ...view(`/${'x'.repeat(1990)}${i}`),
      title: 'y'.repeat(290),
    });
    for (let i = 0; i < 40; i += 1) queue.add(long(i));
    await vi.advanceTimersByTimeAsync(1000);
    expect(posts.length).toBeGreaterThan(1);
    expect(posts.flatMap((p) => p.paths)).toHaveLength(40);
    for (const [body] of post.mock.calls)
      expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(60_000);
  });
});
